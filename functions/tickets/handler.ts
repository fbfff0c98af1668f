/** Lambda of the `tickets` feature: free tickets, My Tickets and the door. */
import { accessChecks } from '../lib/access';
import { featureHandler, Reply } from '../lib/http';
import { cancelMyTicket } from './cancel';
import { joinWaitlist, leaveWaitlist } from './waitlist';
import { createFreeTicket, listMyTickets } from './service';
import { validateTicket } from './validate';
import { getDoorRoster } from './door-roster';
import { syncDoorScans } from './door-sync';
import { getDoorHeadcount } from './headcount';

export const handler = featureHandler(
  {
    createFreeTicket: async ({ params, caller }) => {
      const res = await createFreeTicket(caller.sub, params.id);
      return res.created ? new Reply(res, { status: 201 }) : res;
    },
    listMyTickets: async ({ caller }) => listMyTickets(caller.sub),
    validateTicket: async ({ body, standing }) => validateTicket(standing, body),
    getDoorRoster: async ({ params, standing }) => getDoorRoster(params.id, standing),
    syncDoorScans: async ({ body, caller, standing }) => syncDoorScans(caller.sub, standing, body),
    // Live headcount
    getDoorHeadcount: async ({ params, standing }) => getDoorHeadcount(standing, params.id),
    // Ticket cancellation (issue 14)
    cancelTicket: async ({ params, caller }) => cancelMyTicket(caller.sub, params.id),
    // Waitlist (issue 14)
    joinWaitlist: async ({ params, caller }) => joinWaitlist(caller.sub, params.id),
    leaveWaitlist: async ({ params, caller }) => leaveWaitlist(caller.sub, params.id),
  },
  { access: accessChecks },
);
