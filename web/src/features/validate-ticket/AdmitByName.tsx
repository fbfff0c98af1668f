/**
 * A guest without a code (no smartphone, a printed ticket, a flat battery):
 * the leader finds them by name in the door's roster and, after checking
 * their ID, admits them; the server records the admission as an ID check.
 * Online only: the admission needs the server's word that nobody used the
 * ticket meanwhile.
 */
import { useState } from 'react';
import type { DoorRosterTicket } from '../../../../shared/api/types';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { useErrorToast } from '../../lib/use-error-toast';
import { useAdmitByIdCheck } from './api';

/** At most this many names under the field: the leader types more of the name to narrow it. */
const SHOWN = 8;

export function AdmitByName({ eventId, tickets }: { eventId: string; tickets: DoorRosterTicket[] }) {
  const [search, setSearch] = useState('');
  const admit = useAdmitByIdCheck(eventId);
  useErrorToast(admit.error, 'Could not admit the guest', admit.error?.message);
  const wanted = search.trim().toLowerCase();
  const found = wanted ? tickets.filter((t) => t.status === 'valid' && t.holder?.toLowerCase().includes(wanted)).slice(0, SHOWN) : [];
  return (
    <section aria-labelledby="admit-by-name" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="admit-by-name" className="font-semibold text-slate-900">
        No code? Find the guest by name
      </h2>
      <p className="text-sm text-slate-600">Check their ID first: the admission is recorded as an ID check.</p>
      <SearchField label="Guest's name" value={search} onChange={setSearch} />
      {found.length ? (
        <ul className="divide-y divide-slate-100">
          {found.map((ticket) => (
            <li key={ticket.id} className="flex items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-900">{ticket.holder}</span>
              <Button size="sm" variant="outline" disabled={admit.isPending} onClick={() => admit.mutate(ticket.id)}>
                Admit after ID check
              </Button>
            </li>
          ))}
        </ul>
      ) : wanted ? (
        <p className="text-sm text-slate-600">No valid ticket under that name.</p>
      ) : null}
      {admit.data ? (
        <p role="status" className={admit.data.valid ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {admit.data.ticket?.holderName ? `${admit.data.ticket.holderName}: ` : ''}
          {admit.data.message}
        </p>
      ) : null}
    </section>
  );
}
