/** The `party-packet` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const partyPacketEndpoints = {
  getEventPaperwork: { method: 'GET', path: '/party-events/{id}/paperwork', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  setSoberMonitors: { method: 'PUT', path: '/party-events/{id}/sober-monitors', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  // Third-party vendors of an event and their certificates of insurance
  setEventVendors: { method: 'PUT', path: '/party-events/{id}/vendors', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  createVendorCertificateUpload: { method: 'POST', path: '/party-events/{id}/vendors/{vendorId}/certificate-upload', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  recordVendorCertificate: { method: 'POST', path: '/party-events/{id}/vendors/{vendorId}/certificate', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  // The chapter's leaders, the office of the event's school and admins (checked by the route): a 5-minute download address.
  openVendorCertificate: { method: 'GET', path: '/party-events/{id}/vendors/{vendorId}/certificate', feature: 'party-packet', auth: 'user' },
  getRegistrationPacket: { method: 'GET', path: '/party-events/{id}/packet', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  getGuestListCsv: { method: 'GET', path: '/party-events/{id}/guest-list', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  listOfficeEvents: { method: 'GET', path: '/office/events', feature: 'party-packet', auth: 'office' },
  // The office's review of an event with alcohol at a school that requires approval; the chapter resubmits a returned one.
  approvePartyEvent: { method: 'POST', path: '/office/events/{id}/approve', feature: 'party-packet', auth: 'office' },
  returnPartyEvent: { method: 'POST', path: '/office/events/{id}/return', feature: 'party-packet', auth: 'office' },
  // After the party: the host chapter's event report (read like analytics, filed by those who create events), the office's
  // entry log (opened with a reason, audited) and its copy of the registration packet.
  getEventReport: { method: 'GET', path: '/party-events/{id}/report', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  fileEventReport: { method: 'POST', path: '/party-events/{id}/report', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  openEntryLog: { method: 'POST', path: '/office/events/{id}/entry-log', feature: 'party-packet', auth: 'office' },
  getOfficePacket: { method: 'GET', path: '/office/events/{id}/packet', feature: 'party-packet', auth: 'office' },
  // The office keeps its own school's rules (the Schools tab's dialog, audited alike).
  getOfficeSchoolRules: { method: 'GET', path: '/office/rules', feature: 'party-packet', auth: 'office' },
  updateOfficeSchoolRules: { method: 'PUT', path: '/office/rules', feature: 'party-packet', auth: 'office' },
  // Sober-monitor training: the office reads a chapter's members with their training days and records or clears one (audited).
  getChapterTraining: { method: 'GET', path: '/office/chapters/{chapterId}/training', feature: 'party-packet', auth: 'office' },
  setMemberTraining: { method: 'PUT', path: '/office/chapters/{chapterId}/members/{sub}/training', feature: 'party-packet', auth: 'office' },
} as const satisfies Record<string, Endpoint>;
