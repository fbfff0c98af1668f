import { Timer } from 'lucide-react';
import { useState } from 'react';
import type { PartyEventDetail } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { salesOpenInstant } from '../../../../shared/drops';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { hasPassed } from '../../lib/instant';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useMoveSalesOpen } from './api';

/** A drop's opening, movable by its leaders until it comes (the event page's countdown follows). */
export function SalesOpenCard({ event }: { event: PartyEventDetail }) {
  const [value, setValue] = useState(event.salesOpenAt ?? '');
  const move = useMoveSalesOpen(event.id, {
    onSuccess: () => toast.success('Sales opening moved'),
    onError: (error) => toast.error(serverMessage(error, 'Failed to move the opening')),
  });
  const opens = salesOpenInstant(event)!.toISOString();
  const opened = hasPassed(opens);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Timer className="size-5 text-violet-600" aria-hidden="true" />
        Sales Open
      </h2>
      <p className="text-sm text-slate-700">
        {opened ? 'Sales opened' : 'Sales open'} on {formatInstantInState(opens, event.state)}.
      </p>
      {opened ? null : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!move.isPending) move.mutate(value);
          }}
        >
          <TextField label="Move the opening to (in the event's zone)" type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
          <Button type="submit" variant="outline" aria-disabled={move.isPending || undefined}>
            {move.isPending ? 'Saving...' : 'Move the opening'}
          </Button>
        </form>
      )}
    </Card>
  );
}
