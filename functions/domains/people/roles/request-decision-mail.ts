/**
 * The e-mail a person gets when an admin approves or rejects their request:
 * a leader role of an organization, or a school's Greek-life office. Sent by
 * the work queue's consumer to the address the request was filed with.
 */
import { loadConfig } from '../../../lib/config';
import { composeMail, escapeHtml, htmlPage, sendRawMail } from '../../../lib/mail';
import { roleLabel } from '../../../../shared/roles';
import { getLeaderRequest, type AccessRequest } from './leader-requests';
import type { RequestDecisionMessage } from './request-decision-message';

/** What the request asked for, as the mail names it. */
const askedFor = (request: AccessRequest) =>
  request.kind === 'office' ? `the Greek-life office of ${request.schoolName}` : `${roleLabel(request.requestedRole)} of ${request.organizationName}`;

/** The subject of a decided request's mail. */
export function decisionSubject(request: AccessRequest): string {
  return request.status === 'approved' ? `Your request for ${askedFor(request)} is approved` : `Your request for ${askedFor(request)} was not approved`;
}

/** Mails the decision; nothing when the request is gone (the account was deleted), still pending, or has no address. Throws when SES refuses (the queue retries). */
export async function sendRequestDecision({ requestId }: RequestDecisionMessage): Promise<void> {
  const request = await getLeaderRequest(requestId);
  if (!request || request.status === 'pending' || !request.email) return;
  const subject = decisionSubject(request);
  const lines =
    request.status === 'approved'
      ? [`Sign in at the <a href="${escapeHtml(`${loadConfig().siteUrl ?? ''}/leader-auth`)}">leader portal</a> to start.`]
      : ['An administrator reviewed your request and did not approve it. Reply to this message if you think this is a mistake.'];
  await sendRawMail(await composeMail({ to: request.email, subject, html: htmlPage(escapeHtml(subject), lines) }));
}
