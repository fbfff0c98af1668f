/**
 * Demo data for the local stack (README "What `npm start` runs"): all 273 schools, the
 * organizations placed by the same population service the API runs,
 * Greek-life and party events over the coming 60 days, and the demo
 * accounts' profiles, roles and admin grant, one pending leader request
 * (the demo student's), the guests' tickets behind every party's sales,
 * and the admin dashboard's counters matching all of it (the dataset itself: `dataset.ts`). Writes with parallel BatchWrites.
 * Reads TABLE_NAME and the endpoints from the environment, and "now" from
 * the injected clock unless given.
 */
import { clock } from '../../functions/lib/clock';
import { greekEventItem } from '../../functions/domains/catalog/greek-events/greek-events';
import { storeNextEvents } from '../../functions/domains/catalog/organizations/chapter-summaries';
import { partyEventItem, toPartyEvent, toSummary } from '../../functions/domains/catalog/party-events/party-events';
import { earliestUsToday } from '../../shared/dates';
import { ticketItems } from '../../functions/domains/ticketing/tickets';
import { signTicketCode } from '../../functions/domains/ticketing/door/qr';
import { putSchools } from '../../functions/domains/catalog/schools/schools';
import { batchPut } from '../../functions/lib/db/table';
import { populateOrganizations } from '../../functions/organizations/populate';
import type { SeedAccount } from './accounts';
import { buildDemoDataset, type SeedSummary } from './dataset';

export type { SeedAccount } from './accounts';
export { DEMO_SCHOOL_NAME, type SeedSummary } from './dataset';

/** Seeds the whole demo dataset into the configured table. */
export async function seedDemoData(opts: { accounts: SeedAccount[]; now?: Date }): Promise<SeedSummary> {
  const now = opts.now ?? clock.now();
  const data = buildDemoDataset(opts.accounts, now);
  await putSchools(data.schools);
  // Placement is deterministic: the service stores exactly the dataset's chapters.
  await populateOrganizations(now);
  // Signed with this stack's secret (TICKET_SECRET), as issuance signs them.
  const tickets = data.tickets.flatMap((t) => Object.values(ticketItems({ ...t, qrCode: signTicketCode(t.id, t.eventId) })));
  await batchPut([...data.greekEvents.map(greekEventItem), ...data.partyEvents.map(partyEventItem), ...tickets, ...data.items]);
  // My Feed reads each chapter's next events from the chapter item (chapter-summaries.ts).
  await storeNextEvents(data.partyEvents.filter((e) => e.status === 'active').map((e) => toSummary(toPartyEvent(partyEventItem(e)))), earliestUsToday(now));
  return data.summary;
}
