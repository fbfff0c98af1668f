import { Suspense, lazy, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PartyEventFields } from '../../../../shared/schemas/party-events';
import { editLocks } from '../../../../shared/event-edit';
import { defaultTicketCodes } from '../../../../shared/live-ticket';
import { DEFAULT_CANCEL_CUTOFF_HOURS } from '../../../../shared/ticket-cancellation';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { ApiError } from '../../lib/api';
import { useLeaderRefusal } from '../../lib/use-leader-refusal';
import { FormSkeleton } from './FormSkeleton';
import { editPartyEvent, useEventForEdit } from './api';
import type { EventFormTarget, EventFormValues } from './CreateEventForm';

/** Create Event's form, with the stored event's values and Edit Event's target (docs/performance.md#budgets: its own chunk). */
const EventForm = lazy(() => import('./CreateEventForm'));

/** The stored fields as the form shows them: the price in dollars, numbers and empty optionals as text. */
function formValues(fields: PartyEventFields): EventFormValues {
  return {
    title: fields.title,
    date: fields.date,
    time: fields.time,
    location: fields.location,
    maxAttendees: String(fields.maxAttendees),
    price: (fields.priceCents / 100).toFixed(2),
    description: fields.description ?? '',
    dressCode: fields.dressCode ?? '',
    ageRestriction: fields.ageRestriction ?? '',
    ageLimit: fields.ageLimit,
    additionalInfo: fields.additionalInfo ?? '',
    alcoholAllowed: fields.alcoholAllowed,
    salesOpenAt: fields.salesOpenAt ?? '',
    cancelCutoffHours: String(fields.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS),
    ticketCodes: fields.ticketCodes ?? defaultTicketCodes(fields.priceCents),
  };
}

/**
 * `/party-events/:id/edit` (signed in): a leader of the host chapter (one
 * who creates its events) changes the event in Create Event's form. What the
 * rules no longer let change is shown disabled with the reason; the API
 * decides either way. Its one request (the event with the office rules it
 * meets) is its gate: anyone else gets the route's 403 and goes to `/party-events`.
 */
export function EditEventPage() {
  const { id = '' } = useParams();
  const query = useEventForEdit(id);
  const denial = useLeaderRefusal('createEvent', query.error);
  const data = query.data;
  // Judged when the page opens: the API judges again when it saves.
  const locks = useMemo(() => (data ? editLocks(data.event, new Date()) : null), [data]);
  const target = useMemo<EventFormTarget>(
    () => ({
      save: (queryClient, body) => editPartyEvent(queryClient, id, body),
      submit: 'Save Changes',
      busy: 'Saving...',
      done: 'Event updated',
      failed: 'Failed to update event',
    }),
    [id],
  );
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <PageContainer>
      <PageTitle title={data ? `Edit: ${data.event.title}` : 'Edit Event'} />
      <PageHeader
        title="Edit Event"
        description={data?.event.title}
        actions={
          <Button asChild variant="outline">
            <Link to={`/party-events/${id}`}>Back to Event</Link>
          </Button>
        }
      />
      <Card className="mx-auto max-w-2xl p-6">
        {denial ? (
          <p role="alert" className="text-red-700">
            {denial.description}
          </p>
        ) : notFound ? (
          <ErrorState title="Event not found" />
        ) : query.error ? (
          <ErrorState title="Failed to load event" onRetry={() => void query.refetch()} />
        ) : data && locks ? (
          locks.event ? (
            <p role="status" className="text-slate-700">
              {locks.event}
            </p>
          ) : (
            <Suspense fallback={<FormSkeleton />}>
              <EventForm office={data.office} target={target} initial={formValues(data.fields)} locks={locks} stored={data.event} />
            </Suspense>
          )
        ) : (
          <FormSkeleton />
        )}
      </Card>
    </PageContainer>
  );
}
