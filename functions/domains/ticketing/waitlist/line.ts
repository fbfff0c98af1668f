/**
 * The waitlist of a sold-out party event: the line and one place
 * per person. An entry `WAITLINE#<joinedAt>#<sub>` orders the line by join
 * time, then by sub (a deterministic tiebreak); the member guard
 * `WAITER#<sub>` (`attribute_not_exists`) keeps one place per person and
 * names the entry. Both are written in one transaction with the event's
 * `waitlistCount`, so the count is the line's length. While anyone is in
 * line, the open sale refuses the event's free seats (ticket-issuance.ts):
 * a freed seat belongs to the line, and the offer step gives it out.
 * The person's copy `USER#<sub> / WAITLIST#<eventId>` goes with the place,
 * so a deleted account leaves every line it was in.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lib/clients/dynamodb';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { toPartyEvent, toPartyEventWithSeats, type PartyEvent } from '../../catalog/party-events/party-events';
import { everyShardSoldOutOps, seatShardKeys } from '../issuance/seat-shards';
import { toProfile, type Profile } from '../../people/profiles';
import { batchGetConsistent, queryPrefix, tableName, transactWrite } from '../../../lib/db/table';
import { toRecord, type TicketRecord } from '../tickets';
import { LEAVES_LINE, leaveLineOps, toEntry, type LineEntry } from './entry';
import { toHold, type SeatHold } from './holds';
import { isConditionFailure } from '../../../lib/db/write-failure';

/** What joining or leaving is decided on: one strongly consistent BatchGet. */
export interface WaitlistState {
  event: PartyEvent | undefined;
  entry: LineEntry | undefined;
  hold: SeatHold | undefined;
  ticket: TicketRecord | undefined;
  /** False when the person has no profile (an account deleted under a still-valid token): nobody to put in line. */
  hasProfile?: boolean;
  /** The profile as read: its "Sign out everywhere" fence says whether the caller's token still counts (session-fence.ts). */
  profile?: Profile;
}

export async function readWaitlistState(eventId: string, sub: string): Promise<WaitlistState> {
  const [event, member, hold, holder, profile, ...shards] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    keys.waitlist.member(eventId, sub),
    keys.waitlist.hold(eventId, sub),
    keys.ticket.holder(eventId, sub),
    keys.profile.item(sub),
    ...seatShardKeys(eventId),
  ]);
  return {
    // Sold out counts the seats its shards still hold (seat-shards.ts).
    event: event && toPartyEventWithSeats(event, shards),
    entry: member && toEntry(member),
    hold: hold && toHold(hold),
    ticket: holder && toRecord(holder),
    hasProfile: profile !== undefined,
    ...(profile ? { profile: toProfile(profile) } : {}),
  };
}

/** The event alone, strongly consistent (the offer step decides on its pool's seats: a shard's seats are never the line's). */
export async function readEventNow(eventId: string): Promise<PartyEvent | undefined> {
  const [event] = await batchGetConsistent([keys.partyEvent.item(eventId)]);
  return event && toPartyEvent(event);
}

/**
 * Puts `sub` at the end of the line. False when a condition refused it: the
 * event is no longer sold out, active or open, or they joined meanwhile.
 * `seatShards`: the event as read sells through seat shards, whose seats
 * must all be sold too (seat-shards.ts); read without, it must still be so.
 */
export async function joinLine(entry: LineEntry, seatShards = false): Promise<boolean> {
  const item = { eventId: entry.eventId, sub: entry.sub, joinedAt: entry.joinedAt };
  const shardsSoldOut = seatShards ? everyShardSoldOutOps(entry.eventId) : [];
  try {
    await transactWrite([
      counterUpdateOp(keys.partyEvent.item(entry.eventId), [{ field: 'waitlistCount', delta: 1 }], {
        expression: `#status = :active AND (ticketsSold >= maxAttendees OR waitlistCount > :nobody) AND (attribute_not_exists(waitlistClosed) OR waitlistClosed = :open)${seatShards ? '' : ' AND attribute_not_exists(seatShards)'}`,
        names: { '#status': 'status' },
        values: { ':active': 'active', ':open': false, ':nobody': 0 },
      }).op,
      ...shardsSoldOut,
      { Put: { Item: { ...keys.waitlist.member(entry.eventId, entry.sub), entity: 'waitlistMember', ...item }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: { ...keys.waitlist.entry(entry.eventId, entry.joinedAt, entry.sub), entity: 'waitlistEntry', ...item } } },
      // The person's copy stands for the place (users.ts: deleting the account takes the place and its count with it).
      { Put: { Item: { ...keys.waitlist.userPlace(entry.sub, entry.eventId), entity: 'waitlistPlace', ...item, ...placeLinks(entry) } } },
      // The account is still there (its deletion may be under way).
      { ConditionCheck: { Key: keys.profile.item(entry.sub), ConditionExpression: 'attribute_exists(PK)' } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * What the person's copy of a place refers to and counts in (users.ts
 * `refs`, `counters`): it exists exactly while the place does (written and
 * deleted in the same transactions), so deleting it with them is exact.
 */
function placeLinks(entry: LineEntry) {
  return {
    refs: [keys.waitlist.member(entry.eventId, entry.sub), keys.waitlist.entry(entry.eventId, entry.joinedAt, entry.sub)],
    counters: [{ ...keys.partyEvent.item(entry.eventId), field: 'waitlistCount' }],
  };
}

/** Takes `entry` out of the line (left, or passed over). False when it was no longer there. */
export async function removeFromLine(entry: LineEntry): Promise<boolean> {
  try {
    await transactWrite([...leaveLineOps(entry), counterUpdateOp(keys.partyEvent.item(entry.eventId), [LEAVES_LINE]).op]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The first `count` in line (join time, then sub), in order, strongly consistent. */
export async function firstInLine(eventId: string, count: number): Promise<LineEntry[]> {
  return (await queryPrefix(keys.waitlist.line(eventId), { max: count, consistent: true })).map(toEntry);
}

/** 1-based place of `entry` in its line: the entries before it, counted (no items read). */
export async function placeInLine(entry: LineEntry): Promise<number> {
  const line = keys.waitlist.line(entry.eventId);
  const own = keys.waitlist.entry(entry.eventId, entry.joinedAt, entry.sub).SK;
  let before = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': line.pk, ':from': line.prefix, ':to': own },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    before += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  // The range ends at the entry itself: counted once, it is its own place.
  return before;
}

/** Everyone in line, in order (closing the line). */
export async function wholeLine(eventId: string): Promise<LineEntry[]> {
  return (await queryPrefix(keys.waitlist.line(eventId), { consistent: true })).map(toEntry);
}
