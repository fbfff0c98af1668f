import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defaultTicketCodes } from '../../../../shared/live-ticket';
import { useNavigate } from 'react-router-dom';
import { localDay } from '../../../../shared/dates';
import { dollarsToCents } from '../../../../shared/money';
import { SelectInput, TextAreaField, TextField } from '../../components/form-fields';
import { DEFAULT_CANCEL_CUTOFF_HOURS, MAX_CANCEL_CUTOFF_HOURS, MIN_CANCEL_CUTOFF_HOURS } from '../../../../shared/ticket-cancellation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { createPartyEvent } from './api';
import { OfficeDeadlines, guestListClosedWarning, useOfficeDeadlines } from './OfficeDeadlines';

const FIELD_ORDER = ['title', 'date', 'time', 'location', 'maxAttendees', 'price', 'salesOpenAt', 'description', 'dressCode', 'ageRestriction', 'ageLimit', 'additionalInfo', 'cancelCutoffHours', 'ticketCodes'] as const;

/** Live tickets: the code the event's tickets carry; live by default for a paid event (screenshots are what gets resold). */
const TICKET_CODE_CHOICES = [
  { value: 'live', label: "Live codes: change every 15 s on the holder's phone (a screenshot will not work)" },
  { value: 'fixed', label: 'Fixed code: one QR code, can be printed or e-mailed' },
];

/** The structured age restriction: the API refuses tickets to students known to be too young. */
const AGE_LIMIT_CHOICES = [
  { value: 'none', label: 'All ages' },
  { value: '18+', label: '18+ only' },
  { value: '21+', label: '21+ only (no tickets for students known to be under 21)' },
];

/** What the API says for a refused creation (docs/spec/leader-admin-side.md §8), or the fallback. */
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
      salesOpenAt: '',
      cancelCutoffHours: String(DEFAULT_CANCEL_CUTOFF_HOURS),
      ticketCodes: defaultTicketCodes(0),
    },
  });
  // The code follows the price until the leader chooses one.
  const price = form.watch('price');
  const [codesChosen, setCodesChosen] = useState(false);
  const { setValue } = form;
  useEffect(() => {
    if (!codesChosen) setValue('ticketCodes', defaultTicketCodes(Number(price) > 0 ? 1 : 0));
  }, [price, codesChosen, setValue]);
  const codesField = form.field('ticketCodes');
  const { isSubmitting } = form.formState;
  const alcohol = form.watch('alcoholAllowed');
  const date = form.watch('date');
  const time = form.watch('time');
  const deadlines = useOfficeDeadlines({ date, time, alcoholAllowed: alcohol === true });
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
      <TextField label="Event Title" placeholder="Neon Glow Night" maxLength={120} {...form.field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" min={today} {...form.field('date')} />
        <TextField label="Time" type="time" {...form.field('time')} />
      </div>
      <TextField label="Location" placeholder="Chapter house, 803 Hackberry Ln" maxLength={200} {...form.field('location')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Max Attendees" type="number" inputMode="numeric" min={1} step={1} {...form.field('maxAttendees')} />
        <TextField label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} {...form.field('price')} />
      </div>
      <TextField
        label="Sales open at (in the event's zone)"
        optional
        type="datetime-local"
        hint="A drop: before this minute the page counts down, and buyers may join the line from 15 minutes before. Leave empty to sell at once."
        {...form.field('salesOpenAt')}
      />
      <TextAreaField label="Description" optional maxLength={2000} {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Dress Code" optional maxLength={200} {...form.field('dressCode')} />
        <TextField label="Age Restriction" optional placeholder="18+" maxLength={100} {...form.field('ageRestriction')} />
      </div>
      <SelectInput
        label="Age Limit"
        placeholder="Choose who may attend"
        options={AGE_LIMIT_CHOICES}
        {...form.field('ageLimit')}
      />
      <TextField label="Additional Info" optional maxLength={2000} {...form.field('additionalInfo')} />
      <TextField
        label="Ticket cancellation cut-off (hours before the start)"
        type="number"
        inputMode="numeric"
        min={MIN_CANCEL_CUTOFF_HOURS}
        max={MAX_CANCEL_CUTOFF_HOURS}
        step={1}
        {...form.field('cancelCutoffHours')}
      />
      <SelectInput label="Ticket codes" placeholder="Choose the tickets' code" options={TICKET_CODE_CHOICES} {...codesField}
        onChange={(event) => {
          setCodesChosen(true);
          codesField.onChange(event);
        }}
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
