/** The `tickets` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/tickets.ts`). */
import { admitByIdCheckSchema, validateTicketSchema } from '../../schemas/party-events';
import { uuidParam } from '../../schemas/common';
import type { DoorHeadcountByDoor, DoorRosterResponse, DoorSyncResponse, ValidateTicketResponse } from '../door-types';
import { doorSyncSchema } from '../../schemas/door';
import type { CreatedDoorPass, DoorPass, DoorPassList, DoorPassRoster, DoorPassScanResponse, DoorPassSession, DoorPassSyncResponse, DoorScreenResponse } from '../door-pass-types';
import { createDoorPassSchema, doorPassScanSchema, doorPassSyncSchema, openDoorPassSchema } from '../../schemas/door-pass';
import type { CancelTicketResponse, LiveTicketResponse, MyTicketsResponse, OfferTransferResponse, PhoneMoveStartedResponse, TicketResponse, TransferDecisionResponse } from '../ticket-types';
import type { WaitlistResponse } from '../waitlist-types';
import type { DropLineResponse } from '../drop-types';
import { phoneKeySchema, phoneMoveCodeSchema } from '../../schemas/live-ticket';
import { offerTransferSchema } from '../../schemas/ticket-transfer';
import type { SoberMonitorCodeResponse } from '../party-packet-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { ticketsEndpoints } from '../feature-endpoints/tickets';

const route = routeBuilder(ticketsEndpoints);

export const ticketsRoutes = {
  createFreeTicket: route<TicketResponse>()('createFreeTicket', { params: uuidParam }),
  listMyTickets: route<MyTicketsResponse>()('listMyTickets'),
  validateTicket: route<ValidateTicketResponse>()('validateTicket', { body: validateTicketSchema }),
  // Offline door mode
  getDoorRoster: route<DoorRosterResponse>()('getDoorRoster', { params: uuidParam }),
  syncDoorScans: route<DoorSyncResponse>()('syncDoorScans', { body: doorSyncSchema }),
  getDoorHeadcount: route<DoorHeadcountByDoor>()('getDoorHeadcount', { params: uuidParam }),
  getDoorScreen: route<DoorScreenResponse>()('getDoorScreen', { params: uuidParam }),
  // Ticket cancellation
  cancelTicket: route<CancelTicketResponse>()('cancelTicket', { params: uuidParam }),
  // Transfer to a friend
  offerTicketTransfer: route<OfferTransferResponse>()('offerTicketTransfer', { params: uuidParam, body: offerTransferSchema }),
  acceptTicketTransfer: route<TransferDecisionResponse>()('acceptTicketTransfer', { params: uuidParam }),
  declineTicketTransfer: route<TransferDecisionResponse>()('declineTicketTransfer', { params: uuidParam }),
  withdrawTicketTransfer: route<TransferDecisionResponse>()('withdrawTicketTransfer', { params: uuidParam }),
  // Door passes for volunteers
  listDoorPasses: route<DoorPassList>()('listDoorPasses', { params: uuidParam }),
  createDoorPass: route<CreatedDoorPass>()('createDoorPass', { params: uuidParam, body: createDoorPassSchema }),
  revokeDoorPass: route<DoorPass>()('revokeDoorPass', { params: uuidParam }),
  unlockDoorPass: route<DoorPass>()('unlockDoorPass', { params: uuidParam }),
  openDoorPass: route<DoorPassSession>()('openDoorPass', { params: uuidParam, body: openDoorPassSchema }),
  scanWithDoorPass: route<DoorPassScanResponse>()('scanWithDoorPass', { params: uuidParam, body: doorPassScanSchema }),
  // Waitlist
  joinWaitlist: route<WaitlistResponse>()('joinWaitlist', { params: uuidParam }),
  leaveWaitlist: route<WaitlistResponse>()('leaveWaitlist', { params: uuidParam }),
  // A drop: its line, and moving when sales open
  joinDropLine: route<DropLineResponse>()('joinDropLine', { params: uuidParam }),
  getDropLine: route<DropLineResponse>()('getDropLine', { params: uuidParam }),
  // A door pass offline
  getDoorPassRoster: route<DoorPassRoster>()('getDoorPassRoster', { params: uuidParam }),
  syncDoorPassScans: route<DoorPassSyncResponse>()('syncDoorPassScans', { params: uuidParam, body: doorPassSyncSchema }),
  // Sober monitors at the door
  getMySoberMonitorCode: route<SoberMonitorCodeResponse>()('getMySoberMonitorCode', { params: uuidParam }),
  // Live tickets
  admitByIdCheck: route<ValidateTicketResponse>()('admitByIdCheck', { body: admitByIdCheckSchema }),
  openLiveTicket: route<LiveTicketResponse>()('openLiveTicket', { params: uuidParam, body: phoneKeySchema }),
  startPhoneMove: route<PhoneMoveStartedResponse>()('startPhoneMove', { params: uuidParam, body: phoneKeySchema }),
  confirmPhoneMove: route<LiveTicketResponse>()('confirmPhoneMove', { params: uuidParam, body: phoneMoveCodeSchema }),
} as const satisfies RoutesOf<'tickets'>;
