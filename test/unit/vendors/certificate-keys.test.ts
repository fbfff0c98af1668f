import { describe, expect, it } from 'vitest';
import {
  certificateUploadPolicy,
  findVendor,
  isCertificateUploadKey,
  newCertificateUploadKey,
  newStoredCertificateKey,
} from '../../../functions/domains/catalog/party-events/vendor-certificates';
import { approvalBlockers } from '../../../functions/domains/catalog/party-events/approval-blockers';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { CERTIFICATE_MAX_BYTES } from '../../../shared/vendors';

const EVENT = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const VENDOR = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2031-04-01T15:00:00Z');

describe('a certificate’s keys', () => {
  it('uploads to a new key of the event’s vendor each time, which only that vendor’s confirmation takes', () => {
    const key = newCertificateUploadKey(EVENT, VENDOR, NOW);
    expect(key).toMatch(new RegExp(`^certificate-uploads/${EVENT}/${VENDOR}/${NOW.getTime()}-[0-9a-f]{8}\\.pdf$`));
    expect(newCertificateUploadKey(EVENT, VENDOR, NOW)).not.toBe(key);
    expect(isCertificateUploadKey(key, EVENT, VENDOR)).toBe(true);
    expect(isCertificateUploadKey(key, EVENT, '44444444-4444-4444-8444-444444444444')).toBe(false);
    expect(isCertificateUploadKey(key.replace('certificate-uploads/', 'vendor-certificates/'), EVENT, VENDOR)).toBe(false);
    expect(isCertificateUploadKey(`${key}/../../x.pdf`, EVENT, VENDOR)).toBe(false);
  });

  it('keeps a checked certificate under vendor-certificates/, at a new key each time', () => {
    const stored = newStoredCertificateKey(EVENT, VENDOR, NOW);
    expect(stored.startsWith(`vendor-certificates/${EVENT}/${VENDOR}/`)).toBe(true);
    expect(newStoredCertificateKey(EVENT, VENDOR, NOW)).not.toBe(stored);
  });

  it('signs a form for that exact key only: a PDF of 1 byte to 10 MB, never outside certificate-uploads/', () => {
    const key = newCertificateUploadKey(EVENT, VENDOR, NOW);
    expect(certificateUploadPolicy('docs', key)).toEqual({
      Bucket: 'docs',
      Key: key,
      Fields: { 'Content-Type': 'application/pdf' },
      Conditions: [
        ['content-length-range', 1, CERTIFICATE_MAX_BYTES],
        ['eq', '$Content-Type', 'application/pdf'],
        ['eq', '$key', key],
      ],
      Expires: 600,
    });
    expect(() => certificateUploadPolicy('docs', newStoredCertificateKey(EVENT, VENDOR, NOW))).toThrow();
  });
});

describe('approval blockers with vendors', () => {
  const event = (vendors: PartyEvent['vendors']) => ({ maxAttendees: 10, soberMonitors: [{ sub: 's', fullName: 'M' }], vendors }) as unknown as PartyEvent;

  it('name each vendor without a certificate, after the monitors', () => {
    const certificate = { key: 'k', bytes: 1, uploadedAt: NOW.toISOString() };
    expect(approvalBlockers(event([{ id: VENDOR, name: 'Campus Guard', kind: 'security' }, { id: 'b', name: 'Night Bus', kind: 'transport', certificate }]))).toEqual([
      'Vendor Campus Guard has no certificate of insurance',
    ]);
    expect(findVendor(event([{ id: VENDOR, name: 'Campus Guard', kind: 'security' }]), VENDOR)?.index).toBe(0);
    expect(approvalBlockers(event(undefined))).toEqual([]);
  });
});
