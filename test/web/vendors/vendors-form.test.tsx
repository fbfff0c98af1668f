import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperworkPanel } from '../../../shared/api/types';
import type { VendorSummary } from '../../../shared/api/vendor-types';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES, DUPLICATE_VENDOR } from '../../../shared/vendors';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { deferred, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { analytics, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);
// The browser's form post to storage: held by each test, which reports its progress.
const storage = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../web/src/lib/send-form', async (original) => ({
  ...(await original<typeof import('../../../web/src/lib/send-form')>()),
  sendFormWithProgress: storage.send,
}));

const path = `/party-events/${partyEventId}/analytics`;
const guardId = '33333333-3333-4333-8333-333333333333';
const guard = (certificate: VendorSummary['certificate'] = null): VendorSummary => ({ id: guardId, name: 'Campus Guard', kind: 'security', hasCertificate: certificate !== null, certificate });
const ON_FILE = { uploadedAt: '2031-04-01T15:00:00.000Z', bytes: 2048 };

const panel = (vendors: VendorSummary[]): PaperworkPanel => ({
  alcoholAllowed: true,
  rules: DEFAULT_SCHOOL_RULES,
  registrationDueAt: null,
  guestListFreezesAt: null,
  lateRegistration: false,
  soberMonitors: [],
  monitorCapacity: 0,
  expectedGuests: 0,
  maxAttendees: 40,
  warnings: [],
  mailed: null,
  vendors,
});

const upload = { url: 'https://storage.test/event-documents', fields: { key: 'certificate-uploads/k.pdf', 'Content-Type': 'application/pdf' }, key: 'certificate-uploads/k.pdf' };
const pdfFile = (bytes = 2048) => new File([new Uint8Array(bytes)], 'guard-coi.pdf', { type: 'application/pdf' });

async function openPanel(vendors: VendorSummary[], routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: panel(vendors) })), ...routes });
  renderApp(path);
  const region = within(await screen.findByRole('region', { name: 'Vendors' }));
  return { calls, region };
}

describe('the leaders’ Vendors form', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
    storage.send.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('declares vendors (checked by the shared schema first), then offers each one’s certificate upload', async () => {
    const { calls, region } = await openPanel([], { 'PUT /api/party-events/{id}/vendors': ok({ vendors: [guard()] }) });
    await userEvent.click(region.getByRole('button', { name: 'Add Vendor' }));
    await userEvent.type(region.getByRole('textbox', { name: 'Vendor 1 name' }), 'Campus Guard');
    await userEvent.click(region.getByRole('button', { name: 'Add Vendor' }));
    await userEvent.type(region.getByRole('textbox', { name: 'Vendor 2 name' }), 'campus guard');
    await userEvent.click(region.getByRole('button', { name: 'Save Vendors' }));
    expect(region.getByRole('alert')).toHaveTextContent(DUPLICATE_VENDOR);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(region.getByRole('button', { name: 'Remove vendor 2' }));
    await userEvent.selectOptions(region.getByRole('combobox', { name: 'Vendor 1 kind' }), 'Security');
    await userEvent.click(region.getByRole('button', { name: 'Save Vendors' }));
    await waitFor(() => expect(region.getByText('No certificate of insurance yet')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ vendors: [{ name: 'Campus Guard', kind: 'security' }] }]);
    expect(region.getByLabelText('Upload certificate (PDF) for Campus Guard')).toHaveAttribute('type', 'file');
    expect(region.queryByRole('button', { name: 'Open certificate of Campus Guard' })).toBeNull();
  });

  it('sends a certificate with its progress, then shows it on file with a button to open it', async () => {
    const sent = deferred<void>();
    storage.send.mockImplementation((_url: string, _fields: unknown, _file: File, onProgress: (share: number) => void) => {
      onProgress(0.4);
      return sent.promise;
    });
    const { calls, region } = await openPanel([guard()], {
      'POST /api/party-events/{id}/vendors/{vendorId}/certificate-upload': ok(upload),
      'POST /api/party-events/{id}/vendors/{vendorId}/certificate': ok({ vendors: [guard(ON_FILE)] }),
    });
    await userEvent.upload(region.getByLabelText('Upload certificate (PDF) for Campus Guard'), pdfFile());
    const progress = await region.findByRole('progressbar', { name: 'Sending the certificate of Campus Guard' });
    expect(progress).toHaveAttribute('value', '0.4');
    sent.resolve();
    expect(await region.findByText(/^Certificate on file \(received /)).toBeInTheDocument();
    expect(region.queryByRole('progressbar')).toBeNull();
    expect(region.getByRole('button', { name: 'Open certificate of Campus Guard' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/party-events/${partyEventId}/vendors/${guardId}/certificate-upload`, { size: 2048 }],
      [`/api/party-events/${partyEventId}/vendors/${guardId}/certificate`, { key: upload.key }],
    ]);
    expect(storage.send.mock.calls[0]!.slice(0, 2)).toEqual([upload.url, upload.fields]);
  });

  it('says why a file is refused — by the API after its check, or before sending when it is too large — and keeps the vendor without one', async () => {
    storage.send.mockResolvedValue(undefined);
    const { calls, region } = await openPanel([guard()], {
      'POST /api/party-events/{id}/vendors/{vendorId}/certificate-upload': ok(upload),
      'POST /api/party-events/{id}/vendors/{vendorId}/certificate': { status: 400, body: { message: CERTIFICATE_MESSAGES.notPdf } },
    });
    await userEvent.upload(region.getByLabelText('Upload certificate (PDF) for Campus Guard'), pdfFile());
    expect(await region.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.notPdf);
    expect(region.getByText('No certificate of insurance yet')).toBeInTheDocument();

    await userEvent.upload(region.getByLabelText('Upload certificate (PDF) for Campus Guard'), pdfFile(CERTIFICATE_MAX_BYTES + 1));
    expect(await region.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.tooLarge);
    expect(calls.filter((c) => c.path.endsWith('/certificate-upload'))).toHaveLength(1);
  });

  it('opens a certificate on file: the API’s short-lived address, followed by the browser', async () => {
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    const { calls, region } = await openPanel([guard(ON_FILE)], {
      'GET /api/party-events/{id}/vendors/{vendorId}/certificate': ok({ url: 'https://storage.test/signed?X-Amz-Signature=abc', expiresAt: '2031-04-01T15:05:00.000Z' }),
    });
    await userEvent.click(region.getByRole('button', { name: 'Open certificate of Campus Guard' }));
    await waitFor(() => expect(followed).toEqual(['https://storage.test/signed?X-Amz-Signature=abc']));
    expect(calls.filter((c) => c.path.endsWith('/certificate')).map((c) => c.path)).toEqual([`/api/party-events/${partyEventId}/vendors/${guardId}/certificate`]);
  });
});
