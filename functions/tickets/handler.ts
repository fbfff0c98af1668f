/** Lambda of the `tickets` feature: free tickets, My Tickets and the door. */
import { requireCaller } from '../lib/auth';
import { featureHandler, Reply } from '../lib/http';
import { createFreeTicket, listMyTickets } from './service';
import { validateTicket } from './validate';

export const handler = featureHandler({
  createFreeTicket: async ({ params, caller }) => {
    const res = await createFreeTicket(requireCaller(caller).sub, params.id);
    return res.created ? new Reply(res, { status: 201 }) : res;
  },
  listMyTickets: async ({ caller }) => listMyTickets(requireCaller(caller).sub),
  validateTicket: async ({ body, caller }) => validateTicket(requireCaller(caller).sub, body),
});
