/**
 * The stored key layout (functions/lib/db/README.md), asserted literally on
 * purpose: data already in a table was written with these keys, so a
 * refactoring of the key builders (keys/) must not change one of them.
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/domains/keys';

describe('keys', () => {
  it('keeps the primary keys of every entity', () => {
    expect(keys.school.item('s')).toEqual({ PK: 'SCHOOL#s', SK: 'SCHOOL' });
    expect(keys.national.item('n')).toEqual({ PK: 'NATIONAL#n', SK: 'NATIONAL' });
    expect(keys.chapter.item('c')).toEqual({ PK: 'CHAPTER#c', SK: 'CHAPTER' });
    expect(keys.greekEvent.item('g')).toEqual({ PK: 'GEVENT#g', SK: 'GEVENT' });
    expect(keys.partyEvent.item('e')).toEqual({ PK: 'EVENT#e', SK: 'EVENT' });
    expect(keys.profile.item('u')).toEqual({ PK: 'USER#u', SK: 'PROFILE' });
    expect(keys.admin.item('u')).toEqual({ PK: 'USER#u', SK: 'ADMIN' });
    expect(keys.role.chapterSide({ chapterId: 'c', role: 'president' })).toEqual({ PK: 'CHAPTER#c', SK: 'ROLE#president' });
    expect(keys.role.userSide({ chapterId: 'c', role: 'president', sub: 'u' })).toEqual({ PK: 'USER#u', SK: 'ROLE#c#president' });
    expect(keys.memberIndex.marker('c')).toEqual({ PK: 'CHAPTER#c', SK: 'MEMBERINDEX', GSI1PK: 'CHAPTER#c', GSI1SK: 'MEMBER##ROLES' });
    expect(keys.greekRsvp.eventSide('g', 'u')).toEqual({ PK: 'GEVENT#g', SK: 'RSVP#u' });
    expect(keys.greekRsvp.userSide('g', 'u')).toEqual({ PK: 'USER#u', SK: 'GRSVP#g' });
    expect(keys.partyRsvp.eventSide('e', 'u')).toEqual({ PK: 'EVENT#e', SK: 'RSVP#u' });
    expect(keys.partyRsvp.userSide('e', 'u')).toEqual({ PK: 'USER#u', SK: 'PRSVP#e' });
    expect(keys.save.userSide('e', 'u')).toEqual({ PK: 'USER#u', SK: 'SAVE#e' });
    expect(keys.review.eventSide('e', 'u')).toEqual({ PK: 'EVENT#e', SK: 'REVIEW#u' });
    expect(keys.leaderRequest.item('r')).toEqual({ PK: 'LREQ#r', SK: 'LREQ' });
    expect(keys.leaderRequest.pendingGuard('u', 'c')).toEqual({ PK: 'USER#u', SK: 'LREQ#PENDING#c' });
    expect(keys.leaderRequest.userView('u', 'r')).toEqual({ PK: 'USER#u', SK: 'LREQ#r' });
    expect(keys.ticket.item('t')).toEqual({ PK: 'TICKET#t', SK: 'TICKET' });
    expect(keys.ticket.holder('e', 'u')).toEqual({ PK: 'EVENT#e', SK: 'HOLDER#u' });
    expect(keys.ticket.userView({ id: 't', sub: 'u', purchasedAt: '2031-01-01T00:00:00.000Z' })).toEqual({ PK: 'USER#u', SK: 'TICKET#2031-01-01T00:00:00.000Z#t' });
    expect(keys.payment.guard('pi')).toEqual({ PK: 'PAYMENT#pi', SK: 'PAYMENT' });
    expect(keys.payment.sandboxIntent('pi')).toEqual({ PK: 'PAYMENT#pi', SK: 'INTENT' });
    expect(keys.audit.entry({ id: 'a', createdAt: 'T' })).toEqual({ PK: 'AUDIT', SK: 'T#a' });
    expect(keys.stats.totals).toEqual({ PK: 'STATS', SK: 'GLOBAL' });
    expect(keys.stats.signups('2031-01-01')).toEqual({ PK: 'STATS', SK: 'SIGNUPS#2031-01-01' });
    expect(keys.meta.population).toEqual({ PK: 'META', SK: 'POPULATION' });
    expect(keys.media.item({ id: 'm', eventId: 'e', chapterId: 'c', nationalKey: 'n', createdAt: 'T' })).toEqual({
      PK: 'EVENT#e',
      SK: 'PHOTO#T#m',
      GSI1PK: 'CHAPTER#c',
      GSI1SK: 'PHOTO#T#m',
      GSI2PK: 'NATIONAL#n',
      GSI2SK: 'PHOTO#T#m',
    });
  });

  it('keeps the index keys the lists read, sorted by date then time', () => {
    const event = { id: 'e', chapterId: 'c', schoolId: 's', date: '2031-05-01', time: '21:00' };
    const facets = { nationalKey: 'n', state: 'WY', organizationType: 'sorority' };
    const order = '2031-05-01#21:00#e';
    expect(keys.partyEvent.indexed({ ...event, ...facets, status: 'active' })).toEqual({
      GSI1PK: 'CHAPTER#c',
      GSI1SK: `EVENT#${order}`,
      GSI2PK: 'EVENTS#ACTIVE',
      GSI2SK: order,
      GSI3PK: 'EVENTS#ACTIVE#schoolId#s',
      GSI3SK: order,
      GSI4PK: 'EVENTS#ACTIVE#nationalKey#n',
      GSI4SK: order,
      GSI5PK: 'EVENTS#ACTIVE#state#WY',
      GSI5SK: order,
      GSI6PK: 'EVENTS#ACTIVE#organizationType#sorority',
      GSI6SK: order,
    });
    // A cancelled event leaves every active list for the cancelled one (Clear All Events reads it).
    expect(keys.partyEvent.indexed({ ...event, ...facets, status: 'cancelled' })).toEqual({ GSI1PK: 'CHAPTER#c', GSI1SK: `EVENT#${order}`, GSI2PK: 'EVENTS#CANCELLED', GSI2SK: order });
    expect(keys.partyEvent.activeBy('state', 'WY', '2031-05-01')).toEqual({ index: 'GSI5', pk: 'EVENTS#ACTIVE#state#WY', from: '2031-05-01', to: '\uffff' });
    expect(keys.greekEvent.indexed(event)).toEqual({ GSI1PK: 'SCHOOL#s', GSI1SK: 'GEVENT#2031-05-01#21:00#e', GSI2PK: 'GEVENTS', GSI2SK: '2031-05-01#21:00#e' });
    expect(keys.school.listed({ id: 's', name: 'Auburn University' })).toEqual({ GSI1PK: 'SCHOOLS', GSI1SK: 'auburn university#s' });
    expect(keys.national.listed({ type: 'sorority', name: 'Alpha Phi' })).toEqual({ GSI1PK: 'NATIONALS', GSI1SK: 'sorority#alpha phi' });
    expect(keys.chapter.indexed({ id: 'c', nationalKey: 'n', state: 'AL', schoolName: 'Auburn', schoolId: 's', type: 'fraternity', letters: '', name: 'Acacia' })).toEqual({
      GSI1PK: 'NATIONAL#n',
      GSI1SK: 'CHAPTER#AL#auburn#c',
      GSI2PK: 'SCHOOL#s',
      GSI2SK: 'CHAPTER#fraternity#Acacia#c',
    });
    expect(keys.ticket.byEvent({ id: 't', eventId: 'e', purchasedAt: 'T' })).toEqual({ GSI1PK: 'EVENT#e#TICKETS', GSI1SK: 'T#t' });
    expect(keys.leaderRequest.pending({ id: 'r', createdAt: 'T' })).toEqual({ GSI1PK: 'LREQ#PENDING', GSI1SK: 'T#r' });
    expect(keys.leaderRequest.reviewed({ id: 'r', reviewedAt: 'T' })).toEqual({ GSI2PK: 'LREQ#REVIEWED', GSI2SK: 'T#r' });
    expect(keys.profile.member({ chapterId: 'c', sub: 'u' })).toEqual({ GSI1PK: 'CHAPTER#c', GSI1SK: 'MEMBER#u' });
    // A chapter's role rows and its marker share its members' prefix: one Query of `membersOf` returns them all.
    const { prefix } = keys.profile.membersOf('c');
    expect(keys.role.member({ chapterId: 'c', role: 'president', sub: 'u' })).toEqual({ GSI1PK: 'CHAPTER#c', GSI1SK: 'MEMBER#u#ROLE#president' });
    expect([keys.role.member({ chapterId: 'c', role: 'president', sub: 'u' }).GSI1SK, keys.memberIndex.marker('c').GSI1SK].every((sk) => sk.startsWith(prefix))).toBe(true);
    expect(keys.profile.listed({ createdAt: 'T', sub: 'u' })).toEqual({ GSI2PK: 'PROFILES', GSI2SK: 'T#u' });
    expect(keys.role.listed({ chapterId: 'c', role: 'president', createdAt: 'T' })).toEqual({ GSI2PK: 'ROLES', GSI2SK: 'T#c#president' });
    expect(keys.doorPass.item('p')).toEqual({ PK: 'DOORPASS#p', SK: 'PASS' });
    expect(keys.doorPass.byEvent({ id: 'p', eventId: 'e', createdAt: 'T' })).toEqual({ GSI1PK: 'EVENT#e#TICKETS', GSI1SK: 'PASS#T#p' });
    // Passes stored before they moved beside the tickets: still read for an event stored before the move.
    expect(keys.doorPass.byEventBefore({ id: 'p', eventId: 'e', createdAt: 'T' })).toEqual({ GSI1PK: 'DOORPASSES#e', GSI1SK: 'T#p' });
  });

  it("keeps an event's door passes out of its tickets' range, and both in the door screen's one range", () => {
    const within = (sk: string, range: { from: string; to: string }) => sk >= range.from && sk <= range.to;
    const ticket = keys.ticket.byEvent({ id: 'ffffffff-t', eventId: 'e', purchasedAt: '9999-12-31T23:59:59.999Z' });
    const earliest = keys.ticket.byEvent({ id: '0-t', eventId: 'e', purchasedAt: '0000-01-01T00:00:00.000Z' });
    const pass = keys.doorPass.byEvent({ id: 'p', eventId: 'e', createdAt: '2031-01-01T00:00:00.000Z' });
    const tickets = keys.ticket.ofEvent('e');
    const both = keys.doorPass.withTickets('e');
    expect([tickets.pk, both.pk, keys.doorPass.ofEvent('e').pk]).toEqual([ticket.GSI1PK, pass.GSI1PK, pass.GSI1PK]);
    expect([within(ticket.GSI1SK, tickets), within(earliest.GSI1SK, tickets), within(pass.GSI1SK, tickets)]).toEqual([true, true, false]);
    expect([within(ticket.GSI1SK, both), within(earliest.GSI1SK, both), within(pass.GSI1SK, both)]).toEqual([true, true, true]);
    expect(pass.GSI1SK.startsWith(keys.doorPass.ofEvent('e').prefix)).toBe(true);
  });

  it("reads an event's photos and reviews in one range, and nothing else of its partition", () => {
    const range = keys.media.withReviewsOfEvent('e');
    const within = (key: { PK: string; SK: string }) => key.PK === range.pk && key.SK >= range.from && key.SK <= range.to;
    const sub = 'ffffffff-ffff-ffff-ffff-ffffffffffff'; // the highest id a person (a Cognito sub) can have
    const photo = keys.media.item({ id: 'm', eventId: 'e', chapterId: 'c', nationalKey: 'n', createdAt: '9999-12-31T23:59:59.999Z' });
    const oldestPhoto = keys.media.item({ id: '0', eventId: 'e', chapterId: 'c', nationalKey: 'n', createdAt: '0000-01-01T00:00:00.000Z' });
    expect([photo, oldestPhoto, keys.review.eventSide('e', sub), keys.review.eventSide('e', '0')].map(within)).toEqual([true, true, true, true]);
    const others = [
      keys.partyEvent.item('e'),
      keys.partyEvent.seatShard('e', 7),
      keys.partyRsvp.eventSide('e', '0'),
      keys.save.eventSide('e', '0'),
      keys.ticket.holder('e', sub),
      keys.doorScan.item('e', sub),
      keys.door.count('e'),
      keys.door.quarter('e', '9999-12-31T23:45'),
      keys.doorMonitor.item('e', sub),
      keys.waitlist.entry('e', '9999-12-31T23:59:59.999Z', sub),
      keys.waitlist.member('e', sub),
      keys.waitlist.hold('e', sub),
      keys.waitlist.lease('e'),
      keys.eventCancellation.job('e'),
      keys.packetMail.item('e'),
    ];
    expect(others.filter(within)).toEqual([]);
  });

  it('bounds date ranges so a day’s range holds that day only', () => {
    expect(keys.partyEvent.ofChapter('c', '2031-05-01')).toEqual({ pk: 'CHAPTER#c', from: 'EVENT#2031-05-01', to: 'EVENT#\uffff' });
    expect(keys.partyEvent.active('2031-05-01', '2031-05-03')).toEqual({ pk: 'EVENTS#ACTIVE', from: '2031-05-03', to: '2031-05-03#\uffff' });
    expect(keys.greekEvent.ofSchool('s', '2031-05-01')).toEqual({ pk: 'SCHOOL#s', from: 'GEVENT#2031-05-01', to: 'GEVENT#\uffff' });
  });
});
