/**
 * An event awaiting the Greek-life office's approval can be withdrawn by its
 * chapter: cancelled like any event (audited, its job queued), though
 * nothing was sold and it was never counted active; the office's list shows
 * it cancelled, and its review ends (the office can no longer decide it).
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancelPartyEventResponse, CreatePartyEventResponse, OfficeEventRow, OfficeEventsResponse } from '../../../shared/api/types';
import { NOT_SUBMITTED } from '../../../shared/event-review';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { readStats } from '../../../functions/domains/platform/stats';
import { getCancellationJob } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();
useJobQueue();
afterEach(() => vi.restoreAllMocks());

const NOW = '2031-01-05T12:00:00Z';

describe('withdrawing an event awaiting the office', () => {
  it('cancels it once, audited; the office sees it cancelled and can no longer decide it; the active count is untouched', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW));
    const { school, admin, president } = await schoolWithRules('AZ', { approvalRequired: true }, 'Pat Withdraw');
    const office = await newUser({ fullName: 'Olive Withdraw' });
    expect((await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: school.id }, claims: admin.claims })).statusCode).toBe(200);
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ title: `Withdrawn ${crypto.randomUUID()}` }), claims: president.claims });
    const event = created.json.event;
    expect(event.status).toBe('inReview');
    const activeBefore = (await readStats('2031-01-05')).activeEvents;

    const cancelled = await invoke<CancelPartyEventResponse>('cancelPartyEvent', { params: { id: event.id }, body: { reason: 'Moved to spring' }, claims: president.claims });
    expect([cancelled.statusCode, cancelled.json.event.status, cancelled.json.event.cancelReason]).toEqual([200, 'cancelled', 'Moved to spring']);
    // Asked again, it answers the event as it stands.
    const again = await invoke<CancelPartyEventResponse>('cancelPartyEvent', { params: { id: event.id }, body: {}, claims: president.claims });
    expect([again.statusCode, again.json.event.status]).toEqual([200, 'cancelled']);

    expect((await listAuditEntries(10_000)).filter((e) => e.targetId === event.id && e.action === 'CANCEL_EVENT')).toHaveLength(1);
    expect((await getCancellationJob(event.id))?.cancelledBy).toBe(president.sub);
    expect((await readStats('2031-01-05')).activeEvents).toBe(activeBefore);

    const row = (await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: office.claims })).json.events.find((e) => e.id === event.id) as OfficeEventRow;
    expect([row.status, row.blockers]).toEqual(['cancelled', []]);
    const approve = await invoke<{ message: string }>('approvePartyEvent', { params: { id: event.id }, claims: office.claims });
    expect([approve.statusCode, approve.json.message]).toEqual([409, NOT_SUBMITTED]);
    const resubmit = await invoke<{ message: string }>('resubmitPartyEvent', { params: { id: event.id }, claims: president.claims });
    expect(resubmit.statusCode).toBe(409);
  });
});
