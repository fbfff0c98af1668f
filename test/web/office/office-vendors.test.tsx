import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficeEventRow } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const eventId = '44444444-4444-4444-8444-444444444444';
const guardId = '55555555-5555-4555-8555-555555555555';
const busId = '66666666-6666-4666-8666-666666666666';

const row: OfficeEventRow = {
  id: eventId,
  title: 'Spring Formal',
  date: '2031-04-12',
  time: '21:00',
  chapterId: 'chapter-a',
  chapterName: 'ΑΕΦ Alpha Epsilon Phi',
  status: 'active',
  review: null,
  late: false,
  guestCount: 10,
  monitorsNamed: 1,
  monitorsRequired: 1,
  blockers: [],
  state: 'AL',
  report: { state: 'none', dueAt: null },
  vendors: 2,
  vendorCertificates: 1,
  vendorList: [
    { id: guardId, name: 'Campus Guard', kind: 'security', hasCertificate: true, certificate: { uploadedAt: '2031-04-01T15:00:00.000Z', bytes: 2048 } },
    { id: busId, name: 'Night Bus', kind: 'transport', hasCertificate: false, certificate: null },
  ],
};

describe('the office’s vendors of an event', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'office@ua.edu' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each vendor with an Open certificate button, or No certificate; the button downloads through the API’s short-lived address', async () => {
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    const calls = mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: [row], reportsMissing: 0 }),
      'GET /api/party-events/{id}/vendors/{vendorId}/certificate': ok({ url: 'https://storage.test/signed-guard', expiresAt: '2031-04-01T15:05:00.000Z' }),
    });
    const { user } = renderApp('/office');
    const vendors = within(await screen.findByRole('list', { name: 'Vendors' }));
    const [first, second] = vendors.getAllByRole('listitem');
    expect(first).toHaveTextContent('Campus Guard · Security');
    expect(second).toHaveTextContent('Night Bus · TransportNo certificate');
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Open certificate of Campus Guard' }));
    await waitFor(() => expect(followed).toEqual(['https://storage.test/signed-guard']));
    expect(calls.filter((c) => c.path.includes('/vendors/')).map((c) => [c.method, c.path])).toEqual([['GET', `/api/party-events/${eventId}/vendors/${guardId}/certificate`]]);
  });
});
