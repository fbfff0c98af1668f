/** The `party-packet` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/party-packet.ts`). */
import { uuidParam } from '../../schemas/common';
import type { EventPaperworkResponse, PacketFileResponse, SchoolRulesResponse, SoberMonitorsResponse } from '../party-packet-types';
import { soberMonitorsSchema } from '../../schemas/party-packet';
import type { OfficeEventRow, OfficeEventsResponse } from '../office-types';
import { returnEventSchema } from '../../schemas/office';
import type { EntryLogResponse, EventReportResponse } from '../after-party-types';
import { entryLogReasonSchema, eventReportSchema } from '../../schemas/event-report';
import type { CertificateLinkResponse, CertificateUploadResponse, VendorsResponse } from '../vendor-types';
import { certificateRecordSchema, certificateUploadSchema, vendorParamsSchema, vendorsInputSchema } from '../../vendors';
import { schoolRulesSchema } from '../../school-rules';
import type { ChapterTrainingResponse, MemberTrainingResponse } from '../monitor-training-types';
import { chapterMemberParams, chapterParam, monitorTrainingSchema } from '../../schemas/monitor-training';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { partyPacketEndpoints } from '../feature-endpoints/party-packet';

const route = routeBuilder(partyPacketEndpoints);

export const partyPacketRoutes = {
  getEventPaperwork: route<EventPaperworkResponse>()('getEventPaperwork', { params: uuidParam }),
  setSoberMonitors: route<SoberMonitorsResponse>()('setSoberMonitors', { params: uuidParam, body: soberMonitorsSchema }),
  getRegistrationPacket: route<PacketFileResponse>()('getRegistrationPacket', { params: uuidParam }),
  getGuestListCsv: route<PacketFileResponse>()('getGuestListCsv', { params: uuidParam }),
  listOfficeEvents: route<OfficeEventsResponse>()('listOfficeEvents'),
  approvePartyEvent: route<OfficeEventRow>()('approvePartyEvent', { params: uuidParam }),
  returnPartyEvent: route<OfficeEventRow>()('returnPartyEvent', { params: uuidParam, body: returnEventSchema }),
  // After the party
  getEventReport: route<EventReportResponse>()('getEventReport', { params: uuidParam }),
  fileEventReport: route<EventReportResponse>()('fileEventReport', { params: uuidParam, body: eventReportSchema }),
  openEntryLog: route<EntryLogResponse>()('openEntryLog', { params: uuidParam, body: entryLogReasonSchema }),
  getOfficePacket: route<PacketFileResponse>()('getOfficePacket', { params: uuidParam }),
  // The office keeps its own school's rules
  getOfficeSchoolRules: route<SchoolRulesResponse>()('getOfficeSchoolRules'),
  updateOfficeSchoolRules: route<SchoolRulesResponse>()('updateOfficeSchoolRules', { body: schoolRulesSchema }),
  // Sober-monitor training, recorded by the office
  getChapterTraining: route<ChapterTrainingResponse>()('getChapterTraining', { params: chapterParam }),
  setMemberTraining: route<MemberTrainingResponse>()('setMemberTraining', { params: chapterMemberParams, body: monitorTrainingSchema }),
  // Third-party vendors of an event
  setEventVendors: route<VendorsResponse>()('setEventVendors', { params: uuidParam, body: vendorsInputSchema }),
  createVendorCertificateUpload: route<CertificateUploadResponse>()('createVendorCertificateUpload', { params: vendorParamsSchema, body: certificateUploadSchema }),
  recordVendorCertificate: route<VendorsResponse>()('recordVendorCertificate', { params: vendorParamsSchema, body: certificateRecordSchema }),
  openVendorCertificate: route<CertificateLinkResponse>()('openVendorCertificate', { params: vendorParamsSchema }),
} as const satisfies RoutesOf<'party-packet'>;
