import { describe, expect, it } from 'vitest';
import { vendorApprovalBlockers } from '../../../functions/domains/catalog/party-events/vendor-blockers';
import { MAX_VENDORS, vendorsInputSchema } from '../../../shared/vendors';

const certificate = { key: 'vendor-certificates/e1/v1.pdf', bytes: 1234, uploadedAt: '2026-03-01T12:00:00.000Z' };

describe('what keeps an event with vendors from approval', () => {
  it('nothing when the event declared no vendors', () => {
    expect(vendorApprovalBlockers({})).toEqual([]);
    expect(vendorApprovalBlockers({ vendors: [] })).toEqual([]);
  });

  it('names each vendor without a certificate of insurance, in declared order', () => {
    const vendors = [
      { id: 'v1', name: 'Campus Guard', kind: 'security' as const },
      { id: 'v2', name: 'Shaker Bros', kind: 'bartending' as const, certificate },
      { id: 'v3', name: 'Night Bus', kind: 'transport' as const },
    ];
    expect(vendorApprovalBlockers({ vendors })).toEqual(['Vendor Campus Guard has no certificate of insurance', 'Vendor Night Bus has no certificate of insurance']);
  });

  it('nothing once every vendor has one', () => {
    expect(vendorApprovalBlockers({ vendors: [{ id: 'v1', name: 'Campus Guard', kind: 'security', certificate }] })).toEqual([]);
  });
});

describe('the vendors a leader declares', () => {
  const ok = (name: string) => ({ name, kind: 'security' });

  it('trims names and keeps the order', () => {
    expect(vendorsInputSchema.parse({ vendors: [ok('  Guard Co '), ok('Bus Co')] }).vendors.map((v) => v.name)).toEqual(['Guard Co', 'Bus Co']);
  });

  it.each([
    ['an empty name', { vendors: [ok('   ')] }],
    ['an unknown kind', { vendors: [{ name: 'X', kind: 'fireworks' }] }],
    ['the same vendor twice, whatever the case', { vendors: [ok('Guard Co'), ok('guard co')] }],
    ['more than the limit', { vendors: Array.from({ length: MAX_VENDORS + 1 }, (_, i) => ok(`Vendor ${i}`)) }],
    ['a name too long', { vendors: [ok('x'.repeat(81))] }],
  ])('refuses %s', (_, input) => {
    expect(vendorsInputSchema.safeParse(input).success).toBe(false);
  });
});
