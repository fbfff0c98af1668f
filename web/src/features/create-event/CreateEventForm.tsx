import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { localDay } from '../../../../shared/dates';
import { dollarsToCents } from '../../../../shared/money';
import { SelectInput } from '../../components/form-fields';
import { DEFAULT_CANCEL_CUTOFF_HOURS, MAX_CANCEL_CUTOFF_HOURS, MIN_CANCEL_CUTOFF_HOURS } from '../../../../shared/ticket-cancellation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Input, Label, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { createPartyEvent } from './api';
import { OfficeDeadlines, guestListClosedWarning, useOfficeDeadlines } from './OfficeDeadlines';

const FIELD_ORDER = ['title', 'date', 'time', 'location', 'maxAttendees', 'price', 'description', 'dressCode', 'ageRestriction', 'ageLimit', 'additionalInfo', 'cancelCutoffHours'] as const;

/** The structured age restriction (issue 12): the API refuses tickets to students known to be too young. */
const AGE_LIMIT_CHOICES = [
  { value: 'none', label: 'All ages' },
  { value: '18+', label: '18+ only' },
  { value: '21+', label: '21+ only (no tickets for students known to be under 21)' },
];

function Field({ label, error, optional, ...props }: ComponentProps<'input'> & { label: string; error?: string; optional?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the API says for a refused creation (leader side §8), or the fallback. */
function createError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Not authenticated';
  return serverMessage(error, 'Failed to create event');
}

/**
 * The Create Event form (a lazy chunk): the shared zod rules (loaded on first input or submit), price typed in
 * dollars and sent as integer cents; on success "Event created successfully"
 * and the new event's page.
 */
export default function CreateEventForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The date picker's `min`: past dates disabled.
  const today = localDay();
  const form = useSchemaForm({
    schema: () => import('./form-schema').then((m) => m.formSchema),
    defaultValues: {
      title: '',
      date: '',
      time: '',
      location: '',
      maxAttendees: '',
      price: '0',
      description: '',
      dressCode: '',
      ageRestriction: '',
      ageLimit: 'none',
      additionalInfo: '',
      alcoholAllowed: false,
      cancelCutoffHours: String(DEFAULT_CANCEL_CUTOFF_HOURS),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const alcohol = form.watch('alcoholAllowed');
  const date = form.watch('date');
  const time = form.watch('time');
  const deadlines = useOfficeDeadlines({ date, time, alcoholAllowed: alcohol === true });
  const err = (name: (typeof FIELD_ORDER)[number]) => errors[name]?.message;
  type Valid = Parameters<Parameters<typeof form.handleSubmit>[0]>[0];
  // A valid event whose guest list would be closed from the start, waiting for the leader's word.
  const [unconfirmed, setUnconfirmed] = useState<Valid | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async ({ price, ...fields }: Valid) => {
    setCreating(true);
    try {
      const { event } = await createPartyEvent(queryClient, { ...fields, priceCents: dollarsToCents(price) });
      toast.success('Event created successfully');
      navigate(`/party-events/${event.id}`);
    } catch (error) {
      toast.error(createError(error));
    } finally {
      setCreating(false);
      setUnconfirmed(null);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (deadlines?.guestList.closed) setUnconfirmed(values);
      else await create(values);
    },
    (fieldErrors) => {
      const first = FIELD_ORDER.find((f) => fieldErrors[f]?.message);
      if (first) toast.error('Validation Error', { description: String(fieldErrors[first]!.message) });
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Event Title" placeholder="Neon Glow Night" maxLength={120} error={err('title')} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" type="date" min={today} error={err('date')} {...form.register('date')} />
        <Field label="Time" type="time" error={err('time')} {...form.register('time')} />
      </div>
      <Field label="Location" placeholder="Chapter house, 803 Hackberry Ln" maxLength={200} error={err('location')} {...form.register('location')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Max Attendees" type="number" inputMode="numeric" min={1} step={1} error={err('maxAttendees')} {...form.register('maxAttendees')} />
        <Field label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} error={err('price')} {...form.register('price')} />
      </div>
      <DescriptionField error={err('description')} {...form.register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Dress Code" optional maxLength={200} error={err('dressCode')} {...form.register('dressCode')} />
        <Field label="Age Restriction" optional placeholder="18+" maxLength={100} error={err('ageRestriction')} {...form.register('ageRestriction')} />
      </div>
      <SelectInput
        label="Age Limit"
        placeholder="Choose who may attend"
        options={AGE_LIMIT_CHOICES}
        invalid={!!err('ageLimit')}
        {...form.register('ageLimit')}
      />
      <Field label="Additional Info" optional maxLength={2000} error={err('additionalInfo')} {...form.register('additionalInfo')} />
      <Field
        label="Ticket cancellation cut-off (hours before the start)"
        type="number"
        inputMode="numeric"
        min={MIN_CANCEL_CUTOFF_HOURS}
        max={MAX_CANCEL_CUTOFF_HOURS}
        step={1}
        error={err('cancelCutoffHours')}
        {...form.register('cancelCutoffHours')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-violet-600" {...form.register('alcoholAllowed')} />
        Alcohol allowed
      </label>
      {alcohol ? <OfficeDeadlines date={date} time={time} /> : null}
      <Button type="submit" className="w-full" disabled={isSubmitting || creating}>
        {isSubmitting || creating ? 'Creating...' : 'Create Event'}
      </Button>
      <Dialog open={unconfirmed !== null} onOpenChange={(open) => !open && !creating && setUnconfirmed(null)}>
        <DialogContent
          title="Create an event with its guest list closed?"
          description={deadlines ? `${guestListClosedWarning(deadlines.guestList)} You can pick a later date instead.` : undefined}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={creating}>
                Change the Date
              </Button>
            </DialogClose>
            <Button disabled={creating} onClick={() => unconfirmed && void create(unconfirmed)}>
              {creating ? 'Creating...' : 'Create Anyway'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function DescriptionField({ error, ...props }: ComponentProps<'textarea'> & { error?: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        Description<span className="font-normal text-slate-500"> (optional)</span>
      </Label>
      <Textarea id={id} maxLength={2000} aria-invalid={error ? true : undefined} {...props} />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
