/** The `tickets` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const ticketsEndpoints = {
  createFreeTicket: { method: 'POST', path: '/party-events/{id}/tickets', feature: 'tickets', auth: 'user', rateLimit: 'purchases' },
  listMyTickets: { method: 'GET', path: '/me/tickets', feature: 'tickets', auth: 'user' },
  validateTicket: { method: 'POST', path: '/tickets/validate', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // Offline door mode
  getDoorRoster: { method: 'GET', path: '/party-events/{id}/door-roster', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  syncDoorScans: { method: 'POST', path: '/tickets/door-sync', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  getDoorHeadcount: { method: 'GET', path: '/party-events/{id}/door', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // The door screen on opening: the headcount, the door passes and the offline roster in one request.
  getDoorScreen: { method: 'GET', path: '/party-events/{id}/door-screen', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // Ticket cancellation
  cancelTicket: { method: 'POST', path: '/tickets/{id}/cancel', feature: 'tickets', auth: 'user' },
  // Transfer to a friend
  offerTicketTransfer: { method: 'POST', path: '/tickets/{id}/transfer', feature: 'tickets', auth: 'user' },
  acceptTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/accept', feature: 'tickets', auth: 'user' },
  declineTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/decline', feature: 'tickets', auth: 'user' },
  withdrawTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/withdraw', feature: 'tickets', auth: 'user' },
  // Door passes for volunteers: leaders manage them like the door; a pass's own routes are public
  // in the gateway and take the pass's token instead (functions/tickets/door-pass-scan.ts), 401 without it.
  listDoorPasses: { method: 'GET', path: '/party-events/{id}/door-passes', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  createDoorPass: { method: 'POST', path: '/party-events/{id}/door-passes', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  revokeDoorPass: { method: 'DELETE', path: '/door-passes/{id}', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // A pass locked by wrong PINs opens again at once; the lock never touches the leader's own door.
  unlockDoorPass: { method: 'POST', path: '/door-passes/{id}/unlock', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  openDoorPass: { method: 'POST', path: '/door-passes/{id}/session', feature: 'tickets', auth: 'public', rateLimit: 'doorPassPin' },
  scanWithDoorPass: { method: 'POST', path: '/door-passes/{id}/scan', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  // Waitlist
  joinWaitlist: { method: 'POST', path: '/party-events/{id}/waitlist', feature: 'tickets', auth: 'user', rateLimit: 'waitlist' },
  leaveWaitlist: { method: 'DELETE', path: '/party-events/{id}/waitlist', feature: 'tickets', auth: 'user', rateLimit: 'waitlist' },
  // A drop: its line, and moving when sales open
  joinDropLine: { method: 'POST', path: '/party-events/{id}/line', feature: 'tickets', auth: 'user', rateLimit: 'dropLine' },
  getDropLine: { method: 'GET', path: '/party-events/{id}/line', feature: 'tickets', auth: 'user', rateLimit: 'dropLine' },
  // A door pass offline: its roster without names and its offline scans' sync, with the pass's token (public in the gateway).
  getDoorPassRoster: { method: 'GET', path: '/door-passes/{id}/roster', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  syncDoorPassScans: { method: 'POST', path: '/door-passes/{id}/sync', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  // Sober monitors at the door: a monitor's own code, signed with the event's door key (the tickets function holds it)
  getMySoberMonitorCode: { method: 'GET', path: '/party-events/{id}/sober-monitor-code', feature: 'tickets', auth: 'user' },
  // A guest without a code found by name in the roster and admitted after an ID check, recorded as such.
  admitByIdCheck: { method: 'POST', path: '/tickets/admit-by-id-check', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // Live tickets: the phone a ticket is on (registered when it is first opened), and a move to another phone by an e-mailed code.
  openLiveTicket: { method: 'POST', path: '/tickets/{id}/phone', feature: 'tickets', auth: 'user' },
  startPhoneMove: { method: 'POST', path: '/tickets/{id}/phone-move', feature: 'tickets', auth: 'user', rateLimit: 'phoneMoves' },
  confirmPhoneMove: { method: 'POST', path: '/tickets/{id}/phone-move/confirm', feature: 'tickets', auth: 'user', rateLimit: 'phoneMoves' },
} as const satisfies Record<string, Endpoint>;
