/** Lambda of the `tickets` feature: free tickets, My Tickets and the door. */
import { accessChecks } from '../lib/access';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { ticketsRoutes } from '../../shared/api/feature-routes/tickets';
import { cancelMyTicket } from './cancel';
import { acceptTransferOffer, declineTransfer, offerTransfer, withdrawTransfer } from './transfer';
import { joinWaitlist, leaveWaitlist } from './waitlist';
import { createFreeTicket, listMyTickets } from './service';
import { admitAfterIdCheck, validateTicket } from './validate';
import { getDoorRoster } from './door-roster';
import { syncDoorScans } from './door-sync';
import { getDoorHeadcount } from './headcount';
import { getDoorScreen } from './door-screen';
// Door passes for volunteers
import { createDoorPass, listDoorPasses, revokeDoorPass, unlockDoorPass } from './door-passes';
import { openDoorPass, scanWithDoorPass } from './door-pass-scan';
// A door pass offline
import { getDoorPassRoster, syncDoorPassScans } from './door-pass-offline';
import { mySoberMonitorCode } from './monitor-code';
import { getDropLine, joinDropLine } from './drop-line';
import { confirmPhoneMove, openLiveTicket, startPhoneMove } from './live-ticket';

export const handler = featureHandler(
  ticketsRoutes,
  {
    createFreeTicket: async ({ params, caller, budget }) => {
      const res = await createFreeTicket(caller, params.id, budget);
      return res.created ? new Reply(res, { status: 201 }) : res;
    },
    listMyTickets: async ({ caller }) => listMyTickets(caller),
    validateTicket: async ({ body, standing }) => validateTicket(standing, body),
    getDoorRoster: async ({ params, standing }) => getDoorRoster(params.id, standing),
    syncDoorScans: async ({ body, caller, standing }) => syncDoorScans(caller.sub, standing, body),
    // Live headcount
    getDoorHeadcount: async ({ params, standing }) => getDoorHeadcount(standing, params.id),
    // The door screen on opening, in one request
    getDoorScreen: async ({ params, standing }) => getDoorScreen(standing, params.id),
    // Ticket cancellation
    cancelTicket: async ({ params, caller }) => cancelMyTicket(caller, params.id),
    // Transfer to a friend
    offerTicketTransfer: async ({ params, body, caller }) => new Reply(await offerTransfer(caller, params.id, body.friendId), { status: 201 }),
    acceptTicketTransfer: async ({ params, caller }) => acceptTransferOffer(caller, params.id),
    declineTicketTransfer: async ({ params, caller }) => declineTransfer(caller, params.id),
    withdrawTicketTransfer: async ({ params, caller }) => withdrawTransfer(caller, params.id),
    // Door passes for volunteers
    listDoorPasses: async ({ params, standing }) => listDoorPasses(standing, params.id),
    createDoorPass: async ({ params, body, caller, standing }) => new Reply(await createDoorPass(standing, caller.sub, params.id, body), { status: 201 }),
    revokeDoorPass: async ({ params, standing }) => revokeDoorPass(standing, params.id),
    unlockDoorPass: async ({ params, standing }) => unlockDoorPass(standing, params.id),
    openDoorPass: async ({ params, body }) => openDoorPass(params.id, body.pin),
    scanWithDoorPass: async ({ params, body, event }) => scanWithDoorPass(params.id, event.headers?.authorization, body),
    // Waitlist
    joinWaitlist: async ({ params, caller }) => joinWaitlist(caller, params.id),
    leaveWaitlist: async ({ params, caller }) => leaveWaitlist(caller, params.id),
    // A drop's line: the page polls where the buyer stands
    joinDropLine: async ({ params, caller }) => new Reply(await joinDropLine(caller, params.id), { cacheControl: NO_STORE }),
    getDropLine: async ({ params, caller }) => new Reply(await getDropLine(caller, params.id), { cacheControl: NO_STORE }),
    // A door pass offline
    getDoorPassRoster: async ({ params, event }) => getDoorPassRoster(params.id, event.headers?.authorization),
    syncDoorPassScans: async ({ params, body, event }) => syncDoorPassScans(params.id, event.headers?.authorization, body),
    // A sober monitor's own door code: signed with the event's door key, which only this function holds.
    getMySoberMonitorCode: async ({ params, caller }) => new Reply(await mySoberMonitorCode(caller, params.id), { cacheControl: NO_STORE }),
    // Live tickets, and the door's admission by name after an ID check
    admitByIdCheck: async ({ body, caller, standing }) => admitAfterIdCheck(standing, caller.sub, body),
    openLiveTicket: async ({ params, body, caller }) => openLiveTicket(caller, params.id, body.publicKey),
    startPhoneMove: async ({ params, body, caller }) => new Reply(await startPhoneMove(caller, params.id, body.publicKey), { status: 202 }),
    confirmPhoneMove: async ({ params, body, caller }) => confirmPhoneMove(caller, params.id, body.code),
  },
  { access: accessChecks },
);
