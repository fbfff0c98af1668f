import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CreatePartyEventResponse, OfficeRulesResponse } from '../../../../shared/api/types';
import { type EditLocks, sendsBackToReview, type OfficeRelevantFields } from '../../../../shared/event-edit';
import { defaultTicketCodes } from '../../../../shared/live-ticket';
import { useNavigate } from 'react-router-dom';
import { localDay } from '../../../../shared/dates';
import { dollarsToCents } from '../../../../shared/money';
import { SelectInput, TextAreaField, TextField } from '../../components/form-fields';
import { DEFAULT_CANCEL_CUTOFF_HOURS, MAX_CANCEL_CUTOFF_HOURS, MIN_CANCEL_CUTOFF_HOURS } from '../../../../shared/ticket-cancellation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { ApiError, type BodyOf } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { createPartyEvent } from './api';
import { OfficeDeadlines, guestListClosedWarning, officeDeadlines } from './OfficeDeadlines';

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

/** Where the form sends the event, and its words: Create Event's new event, or Edit Event's changes. */
export interface EventFormTarget {
  save: (queryClient: QueryClient, body: BodyOf<'createPartyEvent'>) => Promise<CreatePartyEventResponse>;
  submit: string;
  busy: string;
  done: string;
  failed: string;
}

/** Create Event's target: a new event. */
const CREATE: EventFormTarget = {
  save: createPartyEvent,
  submit: 'Create Event',
  busy: 'Creating...',
  done: 'Event created successfully',
  failed: 'Failed to create event',
};

/** The form's values as typed (the price in dollars, numbers as text). */
export type EventFormValues = {
  title: string;
  date: string;
  time: string;
  location: string;
  maxAttendees: string;
  price: string;
  description: string;
  dressCode: string;
  ageRestriction: string;
  ageLimit: 'none' | '18+' | '21+';
  additionalInfo: string;
  alcoholAllowed: boolean;
  salesOpenAt: string;
  cancelCutoffHours: string;
  ticketCodes: 'live' | 'fixed';
};

const BLANK: EventFormValues = {
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
};

/** What the API says for a refused save (docs/spec/leader-admin-side.md §8), or the fallback. */
function saveError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return 'Not authenticated';
  return serverMessage(error, fallback);
}

/** The warning before an edit that takes the approved event off sale until the office approves it again. */
export const BACK_TO_REVIEW_WARNING =
  "The date, time, place, size or alcohol changed: the event goes back to the Greek-life office's review. It comes off the lists and off sale until the office approves it again.";

export interface EventFormProps {
  /** The office rules the event meets, from the page's one request: the deadlines under "Alcohol allowed". */
  office: OfficeRulesResponse;
  /** Where it goes; Create Event's new event unless given. */
  target?: EventFormTarget;
  /** The values to start from (an edit: the stored event's); blank otherwise. */
  initial?: EventFormValues;
  /** What the stored event no longer lets change: those fields are disabled, with the reason. */
  locks?: EditLocks;
  /** The stored event (an edit): saving a change the office reviews into an approved event warns first. */
  stored?: OfficeRelevantFields & { status: string; review?: { state: string } };
}

/**
 * The Create Event form (a lazy chunk), also Edit Event's: the shared zod rules (loaded on first input or submit), price typed in
 * dollars and sent as integer cents; on success the target's words
 * and the event's page. A refusal of the API is said above the button and focused.
 */
export default function CreateEventForm({ office, target = CREATE, initial = BLANK, locks, stored }: EventFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The date picker's `min`: past dates disabled.
  const today = localDay();
  const form = useSchemaForm({
    schema: () => import('./form-schema').then((m) => m.formSchema),
    defaultValues: initial,
  });
  // The code follows the price until the leader chooses one (a stored event's code is chosen already).
  const price = form.watch('price');
  const [codesChosen, setCodesChosen] = useState(initial !== BLANK);
  const { setValue } = form;
  useEffect(() => {
    if (!codesChosen) setValue('ticketCodes', defaultTicketCodes(Number(price) > 0 ? 1 : 0));
  }, [price, codesChosen, setValue]);
  const codesField = form.field('ticketCodes');
  const { isSubmitting } = form.formState;
  const alcohol = form.watch('alcoholAllowed');
  const date = form.watch('date');
  const time = form.watch('time');
  const deadlines = officeDeadlines(office, { date, time, alcoholAllowed: alcohol === true });
  type Valid = Parameters<Parameters<typeof form.handleSubmit>[0]>[0];
  // A valid event waiting for the leader's word: its guest list would be closed from the start, or it goes back to the office.
  const [unconfirmed, setUnconfirmed] = useState<{ values: Valid; backToReview: boolean } | null>(null);
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const create = async ({ price, ...fields }: Valid) => {
    setCreating(true);
    setRefusal(null);
    try {
      const { event } = await target.save(queryClient, { ...fields, priceCents: dollarsToCents(price) });
      toast.success(target.done);
      navigate(`/party-events/${event.id}`);
    } catch (error) {
      // Said once, where the leader acts (an alert, focused), rather than in a toast that leaves.
      setRefusal(saveError(error, target.failed));
    } finally {
      setCreating(false);
      setUnconfirmed(null);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      const backToReview = stored ? sendsBackToReview(stored, values) : false;
      if (backToReview || deadlines?.guestList.closed) setUnconfirmed({ values, backToReview });
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
        <TextField
          label="Max Attendees"
          type="number"
          inputMode="numeric"
          min={Math.max(1, locks?.minAttendees ?? 1)}
          step={1}
          hint={locks?.minAttendees ? `At least ${locks.minAttendees}: tickets already sold` : undefined}
          {...form.field('maxAttendees')}
        />
        <TextField label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} disabled={!!locks?.price} hint={locks?.price ?? undefined} {...form.field('price')} />
      </div>
      <TextField
        label="Sales open at (in the event's zone)"
        optional
        type="datetime-local"
        disabled={!!locks?.salesOpenAt}
        hint={
          locks?.salesOpenAt ??
          'A drop: before this minute the page counts down, and buyers may join the line from 15 minutes before. Leave empty to sell at once.'
        }
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
      <SelectInput label="Ticket codes" placeholder="Choose the tickets' code" options={TICKET_CODE_CHOICES} disabled={!!locks?.ticketCodes} hint={locks?.ticketCodes ?? undefined} {...codesField}
        onChange={(event) => {
          setCodesChosen(true);
          codesField.onChange(event);
        }}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-violet-600" {...form.register('alcoholAllowed')} />
        Alcohol allowed
      </label>
      {alcohol ? <OfficeDeadlines office={office} date={date} time={time} /> : null}
      {refusal ? (
        <p ref={refusalRef} role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting || creating}>
        {isSubmitting || creating ? target.busy : target.submit}
      </Button>
      <Dialog open={unconfirmed !== null} onOpenChange={(open) => !open && !creating && setUnconfirmed(null)}>
        {unconfirmed?.backToReview ? (
          <DialogContent title="Send the event back to the office's review?" description={BACK_TO_REVIEW_WARNING}>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={creating}>
                  Keep Editing
                </Button>
              </DialogClose>
              <Button disabled={creating} onClick={() => void create(unconfirmed.values)}>
                {creating ? target.busy : 'Save and Send Back'}
              </Button>
            </div>
          </DialogContent>
        ) : (
          <DialogContent
            title={target === CREATE ? 'Create an event with its guest list closed?' : 'Save with the guest list closed?'}
            description={deadlines ? `${guestListClosedWarning(deadlines.guestList)} You can pick a later date instead.` : undefined}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={creating}>
                  Change the Date
                </Button>
              </DialogClose>
              <Button disabled={creating} onClick={() => unconfirmed && void create(unconfirmed.values)}>
                {creating ? target.busy : target === CREATE ? 'Create Anyway' : 'Save Anyway'}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </form>
  );
}
