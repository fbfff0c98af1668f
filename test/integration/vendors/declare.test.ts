/**
 * Declaring an event's third-party vendors: the host chapter's leaders only,
 * the whole list at once, checked by the shared schema; a vendor declared
 * again keeps its certificate of insurance; the public detail never shows them.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, PartyEventDetail } from '../../../shared/api/types';
import type { VendorsResponse } from '../../../shared/api/vendor-types';
import { MAX_VENDORS, TOO_MANY_VENDORS } from '../../../shared/vendors';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { vendorApprovalBlockers } from '../../../functions/domains/catalog/party-events/vendor-blockers';
import { writeVendors } from '../../../functions/domains/catalog/party-events/vendors';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser } from '../party-events/fixtures';

useFreshTable();

async function eventWithLeader() {
  const chapter = await newChapter();
  const president = await newLeader(chapter);
  const event = await newEvent(chapter, '2031-05-02');
  return { chapter, president, event };
}

const declare = (eventId: string, claims: Record<string, unknown>, vendors: unknown) =>
  invoke<VendorsResponse & ApiErrorBody>('setEventVendors', { params: { id: eventId }, body: { vendors }, claims });

describe('declaring an event’s vendors', () => {
  it('stores them in order, answers whether each has a certificate, and blocks approval until each has one', async () => {
    const { president, event } = await eventWithLeader();
    const res = await declare(event.id, president.claims, [
      { name: ' Campus Guard ', kind: 'security' },
      { name: 'Night Bus', kind: 'transport' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json.vendors.map((v) => [v.name, v.kind, v.hasCertificate])).toEqual([
      ['Campus Guard', 'security', false],
      ['Night Bus', 'transport', false],
    ]);
    const stored = (await getPartyEvent(event.id))!;
    expect(stored.vendors!.map((v) => v.id)).toEqual(res.json.vendors.map((v) => v.id));
    expect(vendorApprovalBlockers(stored)).toEqual(['Vendor Campus Guard has no certificate of insurance', 'Vendor Night Bus has no certificate of insurance']);
  });

  it('keeps the id and certificate of a vendor declared again under the same name, and drops the ones left out', async () => {
    const { president, event } = await eventWithLeader();
    const first = await declare(event.id, president.claims, [
      { name: 'Campus Guard', kind: 'security' },
      { name: 'Night Bus', kind: 'transport' },
    ]);
    const before = (await getPartyEvent(event.id))!;
    const certificate = { key: `vendor-certificates/${event.id}/${before.vendors![0]!.id}.pdf`, bytes: 900, uploadedAt: '2031-04-01T10:00:00.000Z' };
    expect(await writeVendors(before, [{ ...before.vendors![0]!, certificate }, before.vendors![1]!])).toBe(true);

    const again = await declare(event.id, president.claims, [{ name: 'campus guard', kind: 'security' }, { name: 'Shaker Bros', kind: 'bartending' }]);
    expect(again.statusCode).toBe(200);
    expect(again.json.vendors[0]).toEqual({ id: first.json.vendors[0]!.id, name: 'campus guard', kind: 'security', hasCertificate: true, certificate: { bytes: 900, uploadedAt: certificate.uploadedAt } });
    expect(again.json.vendors[1]!.hasCertificate).toBe(false);
    expect((await getPartyEvent(event.id))!.vendors![0]!.certificate).toEqual(certificate);
  });

  it('refuses a list read before a change made meanwhile (a certificate checked in between is not lost)', async () => {
    const { event } = await eventWithLeader();
    const stale = (await getPartyEvent(event.id))!;
    expect(await writeVendors(stale, [{ id: 'v1', name: 'Campus Guard', kind: 'security' }])).toBe(true);
    expect(await writeVendors(stale, [])).toBe(false);
    expect((await getPartyEvent(event.id))!.vendors).toHaveLength(1);
  });

  it.each([
    ['more than the limit', Array.from({ length: MAX_VENDORS + 1 }, (_, i) => ({ name: `Vendor ${i}`, kind: 'other' })), TOO_MANY_VENDORS],
    ['the same vendor twice', [{ name: 'A', kind: 'other' }, { name: 'a', kind: 'other' }], 'Each vendor may be listed once'],
    ['an unknown kind', [{ name: 'A', kind: 'fireworks' }], undefined],
  ])('refuses %s and changes nothing', async (_, vendors, message) => {
    const { president, event } = await eventWithLeader();
    const res = await declare(event.id, president.claims, vendors);
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json)).toContain(message);
    expect((await getPartyEvent(event.id))!.vendors).toBeUndefined();
  });

  it('is refused to a student, another chapter’s leader, and for an unknown event', async () => {
    const { chapter, event } = await eventWithLeader();
    const member = await newUser({ chapterId: chapter.id });
    const otherLeader = await newLeader(await newChapter());
    expect((await declare(event.id, member.claims, [])).statusCode).toBe(403);
    expect((await declare(event.id, otherLeader.claims, [])).statusCode).toBe(403);
    expect((await declare('00000000-0000-4000-8000-000000000000', otherLeader.claims, [])).statusCode).toBe(404);
    expect((await getPartyEvent(event.id))!.vendors).toBeUndefined();
  });

  it('never shows on the public event page', async () => {
    const { president, event } = await eventWithLeader();
    await declare(event.id, president.claims, [{ name: 'Campus Guard', kind: 'security' }]);
    const detail = await invoke<PartyEventDetail>('getPartyEvent', { params: { id: event.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.text).not.toContain('Campus Guard');
    expect(detail.json).not.toHaveProperty('vendors');
  });
});
