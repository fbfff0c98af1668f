/**
 * Lambda of the `party-packet` feature: the paperwork of a party
 * with alcohol — sober monitors, the registration packet's PDF and guest
 * list. The only function bundling pdf-lib and csv-stringify. Its sweep,
 * `sendDuePackets` (send-due.ts), is run by the scheduled tasks.
 */
import { accessChecks } from '../lib/access';
import { NO_STORE } from '../lib/cache-policy';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { listOfficeEvents } from './office-events';
import { readOfficeSchoolRules, updateOfficeSchoolRules } from './office-school-rules';
import { downloadGuestList, downloadPacket, getEventPaperwork, nameSoberMonitors } from './paperwork';

export const handler = featureHandler(
  {
    getEventPaperwork: async ({ params, standing }) => new Reply(await getEventPaperwork(params.id, standing), { cacheControl: NO_STORE }),
    setSoberMonitors: async ({ params, standing, body }) => nameSoberMonitors(params.id, standing, body.subs),
    getRegistrationPacket: async ({ params, standing }) => new Reply(await downloadPacket(params.id, standing, clock.now()), { cacheControl: NO_STORE }),
    getGuestListCsv: async ({ params, standing }) => new Reply(await downloadGuestList(params.id, standing, clock.now()), { cacheControl: NO_STORE }),
    // The Greek-life office
    listOfficeEvents: async ({ office }) => new Reply(await listOfficeEvents(office), { cacheControl: NO_STORE }),
    getOfficeSchoolRules: async ({ office }) => new Reply(await readOfficeSchoolRules(office), { cacheControl: NO_STORE }),
    updateOfficeSchoolRules: async ({ office, body }) => updateOfficeSchoolRules(office, body, clock.now()),
  },
  { access: accessChecks },
);
