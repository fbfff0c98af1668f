/**
 * The registration packet and the leaders' paperwork panel list the event's
 * vendors and whether each one's certificate of insurance is in; a packet
 * without vendors reads (and is versioned) as before.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, EventPaperworkResponse, PacketFileResponse } from '../../../shared/api/types';
import type { VendorsResponse } from '../../../shared/api/vendor-types';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { pdfText } from '../../support/pdf-text';
import { useFreshTable } from '../../support/table';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';
import { realPdf, uploadCertificate } from './certificate-fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const packetText = async (eventId: string, claims: Record<string, unknown>) => {
  const res = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims });
  expect(res.statusCode, res.text).toBe(200);
  return { text: await pdfText(Buffer.from(res.json.contentBase64, 'base64')), version: res.json.version };
};

describe('the packet’s vendors', () => {
  it('lists each vendor with its certificate on file or missing, in the PDF and the paperwork panel', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-10-01T15:00:00Z'));
    const { president } = await schoolWithRules('TX');
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18', maxAttendees: 20 }), claims: president.claims });
    const eventId = created.json.event.id;
    const before = await packetText(eventId, president.claims);
    expect(before.text.join(' ')).not.toContain('THIRD-PARTY VENDORS');

    const declared = await invoke<VendorsResponse>('setEventVendors', {
      params: { id: eventId },
      body: { vendors: [{ name: 'Campus Guard', kind: 'security' }, { name: 'Night Bus', kind: 'transport' }] },
      claims: president.claims,
    });
    expect((await uploadCertificate(president.claims, eventId, declared.json.vendors[0]!.id, await realPdf())).res.statusCode).toBe(200);

    const { text, version } = await packetText(eventId, president.claims);
    expect(version).not.toBe(before.version);
    const after = (label: string, from = 0) => text[text.indexOf(label, from) + 1];
    expect(text).toContain('THIRD-PARTY VENDORS (2)');
    expect([after('Security'), after('Transport')]).toEqual(['Campus Guard', 'Night Bus']);
    const guard = text.indexOf('Campus Guard');
    const bus = text.indexOf('Night Bus');
    expect(after('Certificate of insurance', guard)).toBe('On file (received October 1, 2031 at 10:00 AM)');
    expect(after('Certificate of insurance', bus)).toBe('MISSING - required before approval');

    const panel = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(panel.json.vendors!.map((v) => [v.name, v.hasCertificate])).toEqual([
      ['Campus Guard', true],
      ['Night Bus', false],
    ]);
  });
});
