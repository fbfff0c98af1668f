/**
 * Lambda of the `party-packet` feature: the paperwork of a party
 * with alcohol — sober monitors, the registration packet's PDF and guest
 * list, the event report after the party and the office's entry log. The only function bundling pdf-lib and csv-stringify. Its sweep,
 * `sendDuePackets` (send-due.ts), is run by the scheduled tasks.
 */
import { accessChecks } from '../lib/access';
import { NO_STORE } from '../lib/cache-policy';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { partyPacketRoutes } from '../../shared/api/feature-routes/party-packet';
import { listOfficeEvents } from './office-events';
import { approvePartyEvent, returnPartyEvent } from './event-review';
import { downloadGuestList, downloadPacket, downloadPacketForOffice, getEventPaperwork, nameSoberMonitors } from './paperwork';
import { fileEventReport, getEventReport } from './event-report';
import { openEntryLog } from './entry-log';
import { declareVendors } from './vendors';
import { createCertificateUpload, openCertificate, recordCertificate } from './vendor-certificates';
import { readOfficeSchoolRules, updateOfficeSchoolRules } from './office-school-rules';
import { readChapterTraining, recordMemberTraining } from './monitor-training';

export const handler = featureHandler(
  partyPacketRoutes,
  {
    getEventPaperwork: async ({ params, standing }) => new Reply(await getEventPaperwork(params.id, standing), { cacheControl: NO_STORE }),
    setSoberMonitors: async ({ params, standing, body }) => nameSoberMonitors(params.id, standing, body.subs),
    setEventVendors: async ({ params, standing, body }) => declareVendors(params.id, standing, body.vendors),
    createVendorCertificateUpload: async ({ params, standing }) => createCertificateUpload(standing, params.id, params.vendorId, clock.now()),
    recordVendorCertificate: async ({ params, standing, body }) => recordCertificate(standing, params.id, params.vendorId, body.key, clock.now()),
    openVendorCertificate: async ({ params, caller }) => new Reply(await openCertificate(caller, params.id, params.vendorId, clock.now()), { cacheControl: NO_STORE }),
    getRegistrationPacket: async ({ params, standing }) => new Reply(await downloadPacket(params.id, standing, clock.now()), { cacheControl: NO_STORE }),
    getGuestListCsv: async ({ params, standing }) => new Reply(await downloadGuestList(params.id, standing, clock.now()), { cacheControl: NO_STORE }),
    // The Greek-life office
    listOfficeEvents: async ({ office }) => new Reply(await listOfficeEvents(office, clock.now()), { cacheControl: NO_STORE }),
    approvePartyEvent: async ({ params, office }) => approvePartyEvent(office, params.id, clock.now()),
    returnPartyEvent: async ({ params, body, office }) => returnPartyEvent(office, params.id, body.comment, clock.now()),
    // After the party
    getEventReport: async ({ params, standing }) => new Reply(await getEventReport(params.id, standing, clock.now()), { cacheControl: NO_STORE }),
    fileEventReport: async ({ params, standing, caller, body }) => fileEventReport(params.id, standing, caller, body, clock.now()),
    openEntryLog: async ({ params, office, caller, body }) => new Reply(await openEntryLog(params.id, office, caller, body.reason, clock.now()), { cacheControl: NO_STORE }),
    getOfficePacket: async ({ params, office }) => new Reply(await downloadPacketForOffice(params.id, office, clock.now()), { cacheControl: NO_STORE }),
    getOfficeSchoolRules: async ({ office }) => new Reply(await readOfficeSchoolRules(office), { cacheControl: NO_STORE }),
    updateOfficeSchoolRules: async ({ office, body }) => updateOfficeSchoolRules(office, body, clock.now()),
    // Sober-monitor training
    getChapterTraining: async ({ params, office }) => new Reply(await readChapterTraining(office, params.chapterId), { cacheControl: NO_STORE }),
    setMemberTraining: async ({ params, office, body }) => recordMemberTraining(office, params.chapterId, params.sub, body.date, clock.now()),
  },
  { access: accessChecks },
);
