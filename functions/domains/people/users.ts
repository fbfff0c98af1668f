/**
 * The user partition `PK=USER#<sub>`: everything personal of one person, so
 * that GET /me is one Query and account deletion finds everything
 * (README "User partition"). Sort keys:
 * - `PROFILE` (profiles.ts), `ADMIN` (admins.ts);
 * - `ROLE#<chapterId>#<role>` (roles.ts), RSVPs `GRSVP#`/`PRSVP#<eventId>`
 *   (rsvps.ts), `SAVE#` (saves.ts), `REVIEW#` (reviews.ts), ticket views
 *   `TICKET#…` (tickets.ts) and leader-request views (all in keys/).
 *
 * An item may carry `refs: {PK, SK}[]` — keys of items elsewhere holding the
 * same person's data, deleted with the account — and `counters:
 * {PK, SK, field}[]` — counts on other items that include this one,
 * decremented (never below 0) when it is deleted.
 */
import type { Role } from '../../../shared/limits';
import { counterUpdateOp } from '../../lib/db/counter-update';
import { greekRsvps, type GreekRsvpStatus } from '../catalog/greek-events/greek-rsvps';
import { searchEntryKeys } from './people-search';
import { keys, type ItemKey } from '../keys';
import { RETRY, retryOnConflict } from '../../lib/db/optimistic';
import { isProfileItem, profileKey, sameSchoolCondition, toProfile, type Profile } from './profiles';
import { schoolUsersOp } from '../platform/stats-breakdown';
import { signupUndoOp, statCounterRef, statDeltaOp } from '../platform/stats';
import { removeUserTickets } from '../ticketing/ticket-cleanup';
import { isTicketView } from '../ticketing/tickets';
import { batchDelete, getItem, queryAll, transactWrite, type Item, type TransactOp } from '../../lib/db/table';
import { writeFailure } from '../../lib/db/write-failure';
import { forgetTraining } from './monitor-training';

const ITEMS = keys.user.items;

/** A count on another item that includes a user-partition item. */
export interface CounterRef extends ItemKey {
  field: string;
  /** Amount this item adds to the count (default 1; a review adds its stars to `ratingSum`). */
  by?: number;
}

/** A role as stored on the user side, with whatever chapter details the roles repository copied onto it. */
export interface UserRole {
  chapterId: string;
  role: Role;
  letters: string;
  name: string;
  schoolName: string;
}

/** The user partition, decoded. `items` are the raw items (for deletion). */
export interface UserPartition {
  profile: Profile | undefined;
  isAdmin: boolean;
  /** A leader request of theirs is pending (its guard item exists). */
  pendingLeaderRequest: boolean;
  /** The school whose Greek-life office they are, if any (office-staff.ts). */
  office: { schoolId: string; schoolName: string } | null;
  roles: UserRole[];
  rsvps: { eventId: string; status: GreekRsvpStatus }[];
  /** The keys of their people-search entries (a school change rewrites the school's name on them). */
  searchEntries: ItemKey[];
  items: Item[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function toUserRole(item: Item): UserRole {
  return {
    chapterId: text(item.chapterId),
    role: item.role as Role,
    letters: text(item.letters ?? item.chapterLetters),
    name: text(item.name ?? item.chapterName ?? item.organizationName),
    schoolName: text(item.schoolName),
  };
}

/** Reads the whole user partition: one Query (paged when large). */
export async function readUserPartition(sub: string): Promise<UserPartition> {
  // Strongly consistent: account deletion must see what was written just before it.
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.user.partition(sub) },
    ConsistentRead: true,
  });
  const out: UserPartition = { profile: undefined, isAdmin: false, pendingLeaderRequest: false, office: null, roles: [], rsvps: [], searchEntries: [], items };
  for (const item of items) {
    const sk = String(item.SK);
    if (isProfileItem(item)) out.profile = toProfile(item);
    else if (sk === ITEMS.admin) out.isAdmin = true;
    else if (sk === ITEMS.office) out.office = { schoolId: text(item.schoolId), schoolName: text(item.schoolName) };
    else if (sk.startsWith(ITEMS.pendingGuard)) out.pendingLeaderRequest = true;
    else if (sk.startsWith(ITEMS.role)) out.roles.push(toUserRole(item));
    else if (sk.startsWith(ITEMS.greekRsvp)) out.rsvps.push(greekRsvps.toView(item));
    else if (sk === ITEMS.peopleIndex) out.searchEntries = searchEntryKeys(item);
  }
  return out;
}

/**
 * Keys of the items elsewhere that an item stands for. Role views written
 * before `refs` existed (the seed's) name their chapter-side row through
 * `chapterId` and `role`.
 */
function refsOf(item: Item): ItemKey[] {
  if (Array.isArray(item.refs)) return (item.refs as ItemKey[]).filter((r) => r && r.PK && r.SK);
  const sk = String(item.SK);
  if (sk.startsWith(ITEMS.role) && item.chapterId && item.role) {
    return [keys.role.chapterSide({ chapterId: String(item.chapterId), role: String(item.role) })];
  }
  return [];
}

function countersOf(item: Item): CounterRef[] {
  if (Array.isArray(item.counters)) return (item.counters as CounterRef[]).filter((c) => c && c.PK && c.SK && c.field);
  // A pending leader request's guard exists exactly while the request counts as a pending approval.
  if (String(item.SK).startsWith(ITEMS.pendingGuard)) return [statCounterRef('pendingApprovals')];
  return [];
}

/** How much an item adds to a count (`by`, default 1). */
const amountOf = (c: CounterRef) => (typeof c.by === 'number' && c.by > 0 ? c.by : 1);
const keyOf = (k: ItemKey): ItemKey => ({ PK: k.PK, SK: k.SK });
const id = (k: ItemKey) => `${k.PK}|${k.SK}`;

/** Counters grouped by the item they live on, in first-seen order. */
function groupByItem(counters: CounterRef[]): CounterRef[][] {
  const groups = new Map<string, CounterRef[]>();
  for (const c of counters) groups.set(id(c), [...(groups.get(id(c)) ?? []), c]);
  return [...groups.values()];
}

/**
 * Deletes one item of the user partition with the items it refers to and its
 * counts, in one transaction guarded by the item being as read (a concurrent
 * change re-reads it). A referenced item that now belongs to someone else
 * (its `sub` differs) is kept; a count already at 0 is left at 0 — judged
 * only by an attempt in which the item itself was still as read.
 */
async function removeUserItem(sub: string, first: Item): Promise<void> {
  let item: Item | undefined = first;
  const skipRefs = new Set<string>();
  const skipCounters = new Set<string>();
  await retryOnConflict(async () => {
    if (!item) return; // Gone: done.
    const key = keyOf(item as unknown as ItemKey);
    const refs = refsOf(item).filter((r) => !skipRefs.has(id(r)));
    const groups = groupByItem(countersOf(item).filter((c) => !skipCounters.has(`${id(c)}|${c.field}`)));
    const hasCounters = Array.isArray(item.counters);
    const ops: TransactOp[] = [
      {
        Delete: {
          Key: key,
          // Only the state we read: a concurrent change (an RSVP moved from
          // interested to going) changes which count to decrement.
          ConditionExpression: hasCounters ? 'attribute_exists(PK) AND #counters = :counters' : 'attribute_exists(PK)',
          ...(hasCounters
            ? { ExpressionAttributeNames: { '#counters': 'counters' }, ExpressionAttributeValues: { ':counters': item.counters } }
            : {}),
        },
      },
      ...refs.map(
        (r): TransactOp => ({
          Delete: {
            Key: keyOf(r),
            ConditionExpression: 'attribute_not_exists(#sub) OR #sub = :sub',
            ExpressionAttributeNames: { '#sub': 'sub' },
            ExpressionAttributeValues: { ':sub': sub },
          },
        }),
      ),
      // One Update per counted item: a transaction may touch an item only once
      // (a going RSVP counts in both `interestedCount` and `goingCount`).
      ...groups.map((group) => counterUpdateOp(keyOf(group[0]!), group.map((c) => ({ field: c.field, delta: -amountOf(c) }))).op),
    ];
    const names = ['item', ...refs.map((_, i) => `ref${i}`), ...groups.map((_, i) => `counts${i}`)];
    try {
      await transactWrite(ops);
      return;
    } catch (error) {
      const failure = writeFailure(error, names);
      if (!failure?.conditionFailed) throw error;
      refs.forEach((r, i) => {
        if (failure.failed.has(`ref${i}`)) skipRefs.add(id(r));
      });
      // The item itself changed: its counts were checked against a state that
      // is gone (an RSVP moved from going to interested left goingCount at 0).
      // Skipping them would leave a count too high once the item moves back,
      // so decide nothing from them and start over from a fresh read.
      if (failure.failed.has('item')) {
        skipCounters.clear();
        item = await getItem(key, { consistent: true });
        return RETRY;
      }
      // A counted item refused: skip exactly the counts already too low to take from.
      for (const [i, group] of groups.entries()) {
        if (!failure.failed.has(`counts${i}`)) continue;
        const current = await getItem(keyOf(group[0]!), { consistent: true });
        for (const c of group) {
          if (!current || Number(current[c.field] ?? 0) < amountOf(c)) skipCounters.add(`${id(c)}|${c.field}`);
        }
      }
      return RETRY;
    }
  });
}

async function removeItems(sub: string, items: Item[]): Promise<void> {
  const linked = items.filter((it) => refsOf(it).length > 0 || countersOf(it).length > 0);
  const plain = items.filter((it) => !linked.includes(it));
  await Promise.all(linked.map((it) => removeUserItem(sub, it)));
  // Nothing else depends on them.
  await batchDelete(plain.map((it) => keyOf(it as unknown as ItemKey)));
}

/**
 * The profile's deletion with the users counter, its school's user count,
 * its sign-up day's count (left alone when that day never counted it) and
 * `also`, guarded by the school it was read with; false when another
 * deletion got there first.
 */
async function deleteProfile(first: Profile, also: TransactOp[]): Promise<boolean> {
  let known: Profile | undefined = first;
  return retryOnConflict(async () => {
    const profile = known ?? (await readProfileItem(first.sub));
    known = undefined; // a retry reads the profile again
    if (!profile) return false;
    const base: TransactOp[] = [
      { Delete: { Key: profileKey(profile.sub), ...sameSchoolCondition(profile.schoolId) } },
      statDeltaOp('users', -1),
      ...(profile.schoolId ? [schoolUsersOp({ id: profile.schoolId, name: profile.schoolName ?? '' }, -1)] : []),
      ...also,
    ];
    const signup = profile.createdAt ? [signupUndoOp(profile.createdAt)] : [];
    for (const ops of signup.length ? [[...base, ...signup], base] : [base]) {
      try {
        await transactWrite(ops);
        return true;
      } catch (error) {
        const failure = writeFailure(error, ['profile']);
        if (!failure?.conditionFailed) throw error;
        // Deleted by another call, or its school changed, meanwhile: read again.
        if (failure.failed.has('profile')) return RETRY;
        // Only the sign-up count refused (a day that never counted this profile): again without it.
      }
    }
    return false;
  });
}

async function readProfileItem(sub: string): Promise<Profile | undefined> {
  const item = await getItem(profileKey(sub), { consistent: true });
  return item ? toProfile(item) : undefined;
}

/**
 * Deletes everything personal of a person: every user-partition item with
 * the items it refers to (role rows free up, RSVPs leave their event's
 * counts), then the profile with the users counter, its day's sign-up and
 * `withProfile` (an admin's audit entry) in one transaction, so each drops
 * exactly once however often this runs. Idempotent. Returns true when this
 * call deleted the profile.
 *
 * Tickets stay for the chapter's records without personal data: their
 * user-side views carry no `refs` to the ticket, and `removeUserTickets`
 * (ticket-cleanup.ts) releases valid ones and anonymises used ones first.
 */
export async function deleteUserPartition(sub: string, options: DeletionOptions = {}): Promise<boolean> {
  const first = await readUserPartition(sub);
  // The office's record of their sober-monitor training, in the chapters they were members of (their organization, their roles').
  const roleChapters = first.items.filter((it) => String(it.SK).startsWith(ITEMS.role) && it.chapterId).map((it) => String(it.chapterId));
  await forgetTraining(sub, first.profile?.chapterId ? [first.profile.chapterId, ...roleChapters] : roleChapters);
  const freedSeats = new Set(first.items.filter(isHeldOffer).map((it) => String(it.eventId)));
  // Tickets first: valid ones release their seat, used ones are anonymised and kept (ticket-cleanup.ts).
  for (const eventId of await removeUserTickets(sub, first.items)) freedSeats.add(eventId);
  await removeItems(
    sub,
    first.items.filter((it) => !isProfileItem(it) && !isTicketView(it)),
  );
  const deletedProfile = first.profile ? await deleteProfile(first.profile, options.withProfile ?? []) : false;
  // Anything written while we were deleting (an RSVP toggled in another tab).
  const rest = await readUserPartition(sub);
  for (const eventId of await removeUserTickets(sub, rest.items)) freedSeats.add(eventId);
  await removeItems(sub, rest.items.filter((it) => !isProfileItem(it) && !isTicketView(it)));
  for (const it of rest.items.filter(isHeldOffer)) freedSeats.add(String(it.eventId));
  if (freedSeats.size > 0) await options.seatsFreed?.([...freedSeats]);
  return deletedProfile;
}

export interface DeletionOptions {
  /** Written with the profile's deletion (an admin's audit entry). */
  withProfile?: TransactOp[];
  /**
   * Called with the events where a seat of the person's was freed — held for them (a paid waitlist
   * offer), or their valid ticket's while people waited: their lines are owed an offer round.
   */
  seatsFreed?: (eventIds: string[]) => Promise<void>;
}

/** A seat held for the person off a waitlist (waitlist-holds.ts): its `refs` and `counters` end the hold and free the seat. */
const isHeldOffer = (item: Item) => String(item.SK).startsWith(ITEMS.waitlistOffer);
