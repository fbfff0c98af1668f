/**
 * The user partition's sort-key prefixes: My Tickets reads the person's
 * tickets and the transfer offers made to them in ONE range Query, which
 * holds only while no other kind of item sorts between the two.
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/domains/keys';

describe('user partition keys', () => {
  it('composes the concept files into one keys object without one entity shadowing another', async () => {
    const parts = await Promise.all(['catalog', 'people', 'ticketing', 'platform'].map((name) => import(`../../../functions/domains/${name}/keys.ts`)));
    const names = parts.flatMap((module) => Object.values(module).flatMap((group) => Object.keys(group as object)));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(keys).sort()).toEqual([...names].sort());
  });

  it('lets nothing but tickets and transfer offers sort inside My Tickets’ range', () => {
    const { from, to } = keys.ticketTransfer.ticketsWithOffersTo('someone');
    const inside = Object.entries(keys.user.items)
      // Every key with this prefix lies in [prefix, prefix + '\uffff']: it meets the range unless wholly before or after it.
      .filter(([, prefix]) => !(`${prefix}\uffff` < from || prefix > to))
      .map(([name]) => name);
    expect(inside.sort()).toEqual(['ticket', 'transferOffer']);
  });

  it('builds a ticket view and an offer view inside that range', () => {
    const { pk, from, to } = keys.ticketTransfer.ticketsWithOffersTo('someone');
    const ticket = keys.ticket.userView({ id: 't1', sub: 'someone', purchasedAt: '2030-01-01T00:00:00.000Z' });
    const offer = keys.ticketTransfer.offerView('someone', 'o1');
    for (const key of [ticket, offer]) expect([key.PK, key.SK >= from && key.SK <= to]).toEqual([pk, true]);
  });
});
