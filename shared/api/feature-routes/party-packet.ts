/** The `party-packet` feature's routes: their request schemas and response types (the manifest's rows in `../endpoints.ts`). */
import { uuidParam } from '../../schemas/common';
import type { EventPaperworkResponse, PacketFileResponse, SoberMonitorsResponse } from '../party-packet-types';
import { soberMonitorsSchema } from '../../schemas/party-packet';
import type { OfficeEventsResponse } from '../office-types';
import { route, type RoutesOf } from '../route-spec';

export const partyPacketRoutes = {
  getEventPaperwork: route<EventPaperworkResponse>()('getEventPaperwork', { params: uuidParam }),
  setSoberMonitors: route<SoberMonitorsResponse>()('setSoberMonitors', { params: uuidParam, body: soberMonitorsSchema }),
  getRegistrationPacket: route<PacketFileResponse>()('getRegistrationPacket', { params: uuidParam }),
  getGuestListCsv: route<PacketFileResponse>()('getGuestListCsv', { params: uuidParam }),
  listOfficeEvents: route<OfficeEventsResponse>()('listOfficeEvents'),
} as const satisfies RoutesOf<'party-packet'>;
