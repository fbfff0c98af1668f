/**
 * One RSVP repository for both kinds of event (the two kinds differ in their
 * statuses and in which counts a status adds to: greek-rsvps.ts and
 * party-rsvps.ts give those). Per person and event:
 * - event side `<event partition> / RSVP#<sub>`: one per person per event;
 * - user side `USER#<sub> / GRSVP#|PRSVP#<eventId>`: the same RSVP in the
 *   user partition, with `refs` (the event side) and `counters` (the event's
 *   counts it adds to), so account deletion removes both and decrements the
 *   counts (README "User partition").
 * Both items and the event's `interestedCount`/`goingCount` change in one
 * transaction, guarded by the RSVP's previous status and the counts as read:
 * a concurrent change makes it fail, and it is read again and retried.
 */
import { eventOverAt } from '../../../shared/event-over';
import { counterUpdateOp, storedCount as count } from '../../lib/db/counter-update';
import { OPEN_TO_ATTENDEES } from '../ticketing/event-cancellation/cancelled-events';
import type { ItemKey, PrefixQuery } from '../keys';
import { ContentionError, RETRY, retryOnConflict, type Attempt } from '../../lib/db/optimistic';
import { callerProfileOp, profileKey, toProfile, type Profile } from '../people/profiles';
import type { SessionHolder } from '../people/session-fence';
import { batchGetConsistent, queryPrefix, transactWrite, type Item, type TransactOp } from '../../lib/db/table';
import { writeFailure } from '../../lib/db/write-failure';

export type RsvpCount = 'interestedCount' | 'goingCount';
const COUNTS: readonly RsvpCount[] = ['interestedCount', 'goingCount'];
export type RsvpCounts = Record<RsvpCount, number>;

/** What distinguishes one kind of event's RSVPs. */
export interface RsvpKind<S extends string> {
  /** Entity name of the event-side item (the user side is `<entity>View`). */
  entity: string;
  statuses: readonly S[];
  /** The counts a status adds to. */
  counted: (status: S) => readonly RsvpCount[];
  keys: {
    event: (eventId: string) => ItemKey;
    eventSide: (eventId: string, sub: string) => ItemKey;
    userSide: (eventId: string, sub: string) => ItemKey;
    ofEvent: (eventId: string) => PrefixQuery;
  };
}

/** The event's counts (undefined when there is no such event) and the person's RSVP. */
export interface RsvpState<S extends string> {
  event: RsvpCounts | undefined;
  /** True once the event is cancelled. */
  cancelled: boolean;
  /** The event's chapter and school while it awaits the Greek-life office's approval (who may know of it); undefined otherwise. */
  inReview: { chapterId: string; schoolId: string } | undefined;
  /** When the event is over (shared/event-over.ts); null when it has no complete date. */
  overAt: Date | null;
  status: S | null;
  /** The person's profile: their account, and its "Sign out everywhere" fence. */
  profile: Profile | undefined;
}

/** What changing an RSVP did. `busy`: it kept losing to concurrent changes (the user may try again). */
export type RsvpChange<S extends string> =
  | { kind: 'written'; status: S | null; counts: RsvpCounts }
  | { kind: 'noEvent' }
  /** Cancelled events: a cancelled event takes no RSVP. */
  | { kind: 'closed' }
  /** An event awaiting the Greek-life office's approval takes none either (in-review-access.ts says how it is refused). */
  | { kind: 'inReview'; event: { chapterId: string; schoolId: string } }
  /** An event that is over takes no RSVP change either. */
  | { kind: 'ended' }
  /** The account was deleted, or signed out everywhere, since the caller's token was issued. */
  | { kind: 'noProfile' }
  | { kind: 'busy' };

const OP_NAMES = ['event', 'rsvp', 'view', 'profile'] as const;

/** The RSVP repository of one kind of event. */
export function rsvpRepository<S extends string>(kind: RsvpKind<S>) {
  const countedFields = (status: S | null): readonly RsvpCount[] => (status ? kind.counted(status) : []);

  /** The event's counts, the person's RSVP and profile: one strongly consistent BatchGetItem. */
  async function readState(eventId: string, sub: string): Promise<RsvpState<S>> {
    const [event, rsvp, profile] = await batchGetConsistent([kind.keys.event(eventId), kind.keys.eventSide(eventId, sub), profileKey(sub)]);
    return {
      profile: profile && toProfile(profile),
      event: event && { interestedCount: count(event.interestedCount), goingCount: count(event.goingCount) },
      cancelled: event?.status === 'cancelled',
      inReview: event?.status === 'inReview' ? { chapterId: String(event.chapterId), schoolId: String(event.schoolId) } : undefined,
      overAt: event ? eventOverAt(event) : null,
      status: rsvp ? (rsvp.status as S) : null,
    };
  }

  /**
   * Moves the RSVP from `from.status` to `next` (null removes it) with the
   * counts, the user-side view and the check that the caller's account
   * still admits their token (a deleted account's, or one signed out
   * everywhere, still valid at the gateway, must not leave personal records
   * behind). RETRY when the RSVP or the counts are no longer as read.
   */
  async function write(eventId: string, caller: SessionHolder, from: { event: RsvpCounts; status: S | null }, next: S | null, now: Date): Promise<Attempt<RsvpCounts | 'noProfile'>> {
    const before = countedFields(from.status);
    const after = countedFields(next);
    const delta = (f: RsvpCount) => (after.includes(f) ? 1 : 0) - (before.includes(f) ? 1 : 0);
    const counts = counterUpdateOp(
      kind.keys.event(eventId),
      COUNTS.map((field) => ({ field, delta: delta(field), read: from.event[field] })),
      OPEN_TO_ATTENDEES,
    );
    const guard = from.status
      ? { ConditionExpression: '#status = :prev', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':prev': from.status } }
      : { ConditionExpression: 'attribute_not_exists(PK)' };
    const sub = caller.sub;
    const rsvp = kind.keys.eventSide(eventId, sub);
    const view = kind.keys.userSide(eventId, sub);
    const updatedAt = now.toISOString();
    const ops: TransactOp[] = [
      counts.op,
      next ? { Put: { Item: { ...rsvp, entity: kind.entity, eventId, sub, status: next, updatedAt }, ...guard } } : { Delete: { Key: rsvp, ...guard } },
      next
        ? {
            Put: {
              Item: {
                ...view,
                entity: `${kind.entity}View`,
                eventId,
                sub,
                status: next,
                updatedAt,
                refs: [rsvp],
                counters: after.map((field) => ({ ...kind.keys.event(eventId), field })),
              },
            },
          }
        : { Delete: { Key: view } },
      callerProfileOp(caller),
    ];
    try {
      await transactWrite(ops);
    } catch (error) {
      const failure = writeFailure(error, OP_NAMES);
      if (!failure?.conditionFailed) throw error;
      return failure.failed.has('profile') ? 'noProfile' : RETRY;
    }
    return { interestedCount: counts.after.interestedCount!, goingCount: counts.after.goingCount! };
  }

  /**
   * Reads the person's RSVP, lets `decide` choose the next one (null
   * removes it) and writes it — again from a fresh read whenever a
   * concurrent change got there first.
   */
  async function change(eventId: string, caller: SessionHolder, decide: (current: S | null) => S | null, now: Date): Promise<RsvpChange<S>> {
    try {
      return await retryOnConflict<RsvpChange<S>>(async () => {
        const state = await readState(eventId, caller.sub);
        if (!state.event) return { kind: 'noEvent' };
        if (state.cancelled) return { kind: 'closed' };
        if (state.inReview) return { kind: 'inReview', event: state.inReview };
        if (state.overAt && now.getTime() >= state.overAt.getTime()) return { kind: 'ended' };
        const next = decide(state.status);
        const written = await write(eventId, caller, { event: state.event, status: state.status }, next, now);
        if (written === RETRY) return RETRY;
        return written === 'noProfile' ? { kind: 'noProfile' } : { kind: 'written', status: next, counts: written };
      });
    } catch (error) {
      if (error instanceof ContentionError) return { kind: 'busy' };
      throw error;
    }
  }

  /** Every stored RSVP of an event (strongly consistent: deleting the event must see the latest). */
  async function listOfEvent(eventId: string): Promise<{ sub: string; status: S }[]> {
    const items = await queryPrefix(kind.keys.ofEvent(eventId), { consistent: true });
    return items.map((i) => ({ sub: String(i.sub), status: i.status as S }));
  }

  return {
    countedFields,
    readState,
    change,
    listOfEvent,

    /** The stored RSVPs of an event, per status (a repair tool's and the tests' check of the counters). */
    async countByStatus(eventId: string): Promise<Record<S, number>> {
      const stored = await listOfEvent(eventId);
      return Object.fromEntries(kind.statuses.map((s) => [s, stored.filter((r) => r.status === s).length])) as Record<S, number>;
    },

    /** Keys of an RSVP's two items (event side, user side), for deleting the event. */
    keysOf(eventId: string, sub: string): ItemKey[] {
      return [kind.keys.eventSide(eventId, sub), kind.keys.userSide(eventId, sub)];
    },

    /** The user-side item of an RSVP, decoded (GET /me reads the user partition). */
    toView(item: Item): { eventId: string; status: S } {
      return { eventId: String(item.eventId), status: item.status as S };
    },
  };
}
