/** The `party-packet` feature's routes: their request schemas and response types (the manifest's rows in `../endpoints.ts`). */
import { uuidParam } from '../../schemas/common';
import type { EventPaperworkResponse, PacketFileResponse, SoberMonitorsResponse } from '../party-packet-types';
import { soberMonitorsSchema } from '../../schemas/party-packet';
import type { OfficeEventRow, OfficeEventsResponse } from '../office-types';
import { returnEventSchema } from '../../schemas/office';
import { route, type RoutesOf } from '../route-spec';

export const partyPacketRoutes = {
  getEventPaperwork: route<EventPaperworkResponse>()('getEventPaperwork', { params: uuidParam }),
  setSoberMonitors: route<SoberMonitorsResponse>()('setSoberMonitors', { params: uuidParam, body: soberMonitorsSchema }),
  getRegistrationPacket: route<PacketFileResponse>()('getRegistrationPacket', { params: uuidParam }),
  getGuestListCsv: route<PacketFileResponse>()('getGuestListCsv', { params: uuidParam }),
  listOfficeEvents: route<OfficeEventsResponse>()('listOfficeEvents'),
  approvePartyEvent: route<OfficeEventRow>()('approvePartyEvent', { params: uuidParam }),
  returnPartyEvent: route<OfficeEventRow>()('returnPartyEvent', { params: uuidParam, body: returnEventSchema }),
} as const satisfies RoutesOf<'party-packet'>;
