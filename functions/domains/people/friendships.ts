/**
 * Friendships (docs/spec/student-side.md §3 user_friends): one item per pair of people,
 * `PK=FRIENDSHIP#<lower sub>#<higher sub> SK=PAIR` (`requester`,
 * `recipient`, `status` pending or accepted), put only if absent, so two
 * people asking each other at once make one pair. Each person has a view,
 * `PK=USER#<sub> SK=FRIEND#<other>` (`status` outgoing, incoming or
 * friend), whose `refs` name the pair and the other's view (account deletion
 * removes all three) and, once accepted, whose `counters` name the other's
 * `friendCount`. Accepting and removing change both profiles'
 * `friendCount` in the same transaction.
 */
import { transactIfUnchanged } from './both-sides';
import { counterUpdateOp, storedCount as count } from '../../lib/db/counter-update';
import { keys, type ItemKey } from '../keys';
import { profileExistsOp, profileKey, toProfile, type Profile } from './profiles';
import { batchGetConsistent, queryPrefix, type Item, type TransactOp } from '../../lib/db/table';

export type FriendshipStatus = 'pending' | 'accepted';
/** A person's side of a pair. */
export type FriendViewStatus = 'outgoing' | 'incoming' | 'friend';

export interface Friendship {
  requester: string;
  recipient: string;
  status: FriendshipStatus;
}

export interface FriendshipState {
  pair: Friendship | undefined;
  /** The two profiles' `friendCount`; undefined without a profile. */
  myFriendCount: number | undefined;
  otherFriendCount: number | undefined;
  /** The asking person's profile: their account, and its "Sign out everywhere" fence (session-fence.ts). */
  myProfile: Profile | undefined;
}


/** The pair and both profiles: one strongly consistent BatchGetItem. */
export async function readFriendship(me: string, other: string): Promise<FriendshipState> {
  const [pair, mine, theirs] = await batchGetConsistent([keys.friendship.pair(me, other), profileKey(me), profileKey(other)]);
  return {
    pair: pair ? { requester: String(pair.requester), recipient: String(pair.recipient), status: pair.status as FriendshipStatus } : undefined,
    myFriendCount: mine ? count(mine.friendCount) : undefined,
    otherFriendCount: theirs ? count(theirs.friendCount) : undefined,
    myProfile: mine && toProfile(mine),
  };
}

/** A person's view of the pair; `counted` names the other's `friendCount` (accepted pairs). */
function viewPut(owner: string, other: string, status: FriendViewStatus, at: string): TransactOp {
  const pair = keys.friendship.pair(owner, other);
  return {
    Put: {
      Item: {
        ...keys.friendship.view(owner, other),
        entity: 'friendView',
        other,
        status,
        at,
        refs: [pair, keys.friendship.view(other, owner)],
        ...(status === 'friend' ? { counters: [{ ...profileKey(other), field: 'friendCount' }] } : {}),
      },
    },
  };
}

/** A new pending request; false when a pair exists already or either profile is gone (read again). */
export function writeRequest(from: string, to: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const pair = keys.friendship.pair(from, to);
  return transactIfUnchanged([
    {
      Put: {
        Item: { ...pair, entity: 'friendship', requester: from, recipient: to, status: 'pending', createdAt: at },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    viewPut(from, to, 'outgoing', at),
    viewPut(to, from, 'incoming', at),
    profileExistsOp(from),
    profileExistsOp(to),
  ]);
}

/**
 * `me` accepts the pending request `other` sent, with both profiles'
 * `friendCount` +1; false when the request or a profile changed (read again).
 */
export function writeAccept(me: string, other: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return transactIfUnchanged([
    {
      Update: {
        Key: keys.friendship.pair(me, other),
        UpdateExpression: 'SET #status = :accepted, acceptedAt = :at',
        ConditionExpression: '#status = :pending AND recipient = :me',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':me': me, ':at': at },
      },
    },
    viewPut(me, other, 'friend', at),
    viewPut(other, me, 'friend', at),
    counterUpdateOp(profileKey(me), [{ field: 'friendCount', delta: 1 }]).op,
    counterUpdateOp(profileKey(other), [{ field: 'friendCount', delta: 1 }]).op,
  ]);
}

/**
 * Deletes the pair in `status` with both views (an accepted one also takes
 * one from each profile's `friendCount` as read, never below 0); false when
 * it changed meanwhile (read again).
 */
export function writeRemoval(me: string, other: string, state: FriendshipState & { pair: Friendship }): Promise<boolean> {
  const ops: TransactOp[] = [
    {
      Delete: {
        Key: keys.friendship.pair(me, other),
        ConditionExpression: '#status = :status AND requester = :requester',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': state.pair.status, ':requester': state.pair.requester },
      },
    },
    { Delete: { Key: keys.friendship.view(me, other) } },
    { Delete: { Key: keys.friendship.view(other, me) } },
  ];
  if (state.pair.status === 'accepted') {
    const counts: [string, number | undefined][] = [
      [me, state.myFriendCount],
      [other, state.otherFriendCount],
    ];
    for (const [sub, read] of counts) {
      if (read !== undefined) ops.push(counterUpdateOp(profileKey(sub), [{ field: 'friendCount', delta: -1, read }]).op);
    }
  }
  return transactIfUnchanged(ops);
}

/** One person's side of each of their pairs. */
export interface FriendView {
  other: string;
  status: FriendViewStatus;
  at: string;
}

function toView(item: Item): FriendView {
  return { other: String(item.other), status: item.status as FriendViewStatus, at: String(item.at ?? '') };
}

/** Every pair of a person, newest first: one Query of their partition. */
export async function listFriendViews(sub: string): Promise<FriendView[]> {
  const items = await queryPrefix(keys.friendship.ofUser(sub), { consistent: true });
  return items.map(toView).sort((a, b) => b.at.localeCompare(a.at));
}

/** Profiles of several people (name and school), 100 keys per BatchGetItem. */
export async function readProfiles(subs: string[]): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  for (let i = 0; i < subs.length; i += 100) {
    const chunk = subs.slice(i, i + 100);
    const items = await batchGetConsistent(chunk.map((sub): ItemKey => profileKey(sub)));
    items.forEach((item, j) => {
      if (item) found.set(chunk[j]!, item);
    });
  }
  return found;
}
