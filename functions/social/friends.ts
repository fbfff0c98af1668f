/**
 * Friends (docs/spec/student-side.md §2 /profile, §4 friendship): requests, the
 * three lists and search. One friendship per pair whoever asked first
 * (friendships.ts): a request to someone who already asked you accepts
 * theirs, and two people asking each other at once end up friends once.
 */
import type { FriendRequestResponse, FriendSearchResponse, FriendsResponse, OkResponse, PersonView } from '../../shared/api/types';
import { refuseEndedSession, requireAccount } from '../lib/auth';
import { toProfile } from '../domains/people/profiles';
import type { SessionHolder } from '../domains/people/session-fence';
import {
  listFriendViews,
  readFriendship,
  readProfiles,
  writeAccept,
  writeRemoval,
  writeRequest,
  type FriendshipState,
} from '../domains/people/friendships';
import { ContentionError, RETRY, retryOnConflict, type Attempt } from '../lib/db/optimistic';
import { findPeople, looksLikeEmail, personShown } from '../domains/people/people-search';
import type { Item } from '../lib/db/table';
import { HttpError, badRequest, notFound } from '../lib/errors';
import {
  ALREADY_FRIENDS,
  ALREADY_SENT,
  FRIEND_NOT_FOUND,
  FRIENDS_BUSY,
  REQUEST_NOT_FOUND,
  SELF_REQUEST,
  USER_NOT_FOUND,
} from './messages';

const OK: OkResponse = { ok: true };

function person(sub: string, profile: Item): PersonView {
  return {
    id: sub,
    fullName: typeof profile.fullName === 'string' ? profile.fullName : '',
    schoolName: typeof profile.schoolName === 'string' ? profile.schoolName : null,
  };
}

/**
 * Reads the pair of the caller and `other`, lets `decide` write, again while it returns RETRY; contention → 409.
 * 401 when the caller's account is gone, or signed out everywhere since their token's session began.
 */
async function onPair<T>(caller: SessionHolder, other: string, decide: (state: FriendshipState) => Promise<Attempt<T>>): Promise<T> {
  // Nobody is paired with themselves (and one read cannot ask for the same profile twice).
  if (caller.sub === other) throw notFound(USER_NOT_FOUND);
  try {
    return await retryOnConflict(async () => {
      const state = await readFriendship(caller.sub, other);
      requireAccount(caller, state.myProfile);
      return decide(state);
    });
  } catch (error) {
    if (error instanceof ContentionError) throw new HttpError(409, FRIENDS_BUSY);
    throw error;
  }
}

/**
 * Friends, incoming and sent requests, each newest first, with names and schools. The caller's own
 * profile comes with the others' (401 for a token signed out everywhere); with nobody to show,
 * there is nothing to read it with, and nothing the answer would tell such a token.
 */
export async function listFriends(caller: SessionHolder): Promise<FriendsResponse> {
  const views = await listFriendViews(caller.sub);
  const out: FriendsResponse = { friends: [], incoming: [], sent: [] };
  if (!views.length) return out;
  const profiles = await readProfiles([caller.sub, ...views.map((v) => v.other)]);
  const mine = profiles.get(caller.sub);
  refuseEndedSession(caller, mine && toProfile(mine));
  const list = { friend: out.friends, incoming: out.incoming, outgoing: out.sent };
  for (const view of views) {
    const profile = profiles.get(view.other);
    if (profile) list[view.status]?.push(person(view.other, profile));
  }
  return out;
}

/**
 * People by name (a word's beginning) or exact e-mail address, never the
 * searcher, at most 10; an e-mail address only to whoever typed it. One
 * Query: the search entries carry the name and school they show. It reads
 * nothing of the searcher, so a token signed out everywhere still searches
 * until it expires: it learns no more than any account may, and a read of
 * the profile only for that would cost the search a second call.
 */
export async function searchPeople(me: string, q: string | undefined): Promise<FriendSearchResponse> {
  const text = (q ?? '').trim();
  if (!text) return { results: [] };
  const found = await findPeople(text, me);
  // Entries written before they carried what a result shows: read those people's profiles.
  const older = found.filter((p) => !p.shown).map((p) => p.sub);
  const profiles = older.length ? await readProfiles(older) : new Map<string, Item>();
  const typed = text.toLowerCase();
  const results = found.flatMap(({ sub, shown }) => {
    const profile = profiles.get(sub);
    const seen = shown ?? (profile && personShown(profile));
    if (!seen) return [];
    const address = looksLikeEmail(typed) && seen.email?.toLowerCase() === typed ? { email: seen.email } : {};
    return [{ id: sub, fullName: seen.fullName, schoolName: seen.schoolName, ...address }];
  });
  return { results };
}

/** Sends a request, or accepts the other's when they asked first. */
export function sendFriendRequest(caller: SessionHolder, other: string, now: Date): Promise<FriendRequestResponse> {
  const me = caller.sub;
  if (me === other) throw badRequest(SELF_REQUEST);
  return onPair(caller, other, async ({ pair, otherFriendCount }) => {
    if (otherFriendCount === undefined) throw notFound(USER_NOT_FOUND);
    if (pair?.status === 'accepted') throw new HttpError(409, ALREADY_FRIENDS);
    if (pair?.requester === me) throw new HttpError(409, ALREADY_SENT);
    if (pair) return (await writeAccept(me, other, now)) ? { status: 'accepted' as const } : RETRY;
    return (await writeRequest(me, other, now)) ? { status: 'pending' as const } : RETRY;
  });
}

/** Accepts the pending request `other` sent to `me`. */
export function acceptFriendRequest(caller: SessionHolder, other: string, now: Date): Promise<OkResponse> {
  const me = caller.sub;
  return onPair(caller, other, async ({ pair }) => {
    if (pair?.status !== 'pending' || pair.recipient !== me) throw notFound(REQUEST_NOT_FOUND);
    return (await writeAccept(me, other, now)) ? OK : RETRY;
  });
}

/** Rejects a request sent to `me` (or withdraws one `me` sent): the record is deleted. */
export function rejectFriendRequest(caller: SessionHolder, other: string): Promise<OkResponse> {
  const me = caller.sub;
  return onPair(caller, other, async (state) => {
    if (state.pair?.status !== 'pending') throw notFound(REQUEST_NOT_FOUND);
    return (await writeRemoval(me, other, { ...state, pair: state.pair })) ? OK : RETRY;
  });
}

/** Ends a friendship: the record is deleted and both friend counts drop by one. */
export function removeFriend(caller: SessionHolder, other: string): Promise<OkResponse> {
  const me = caller.sub;
  return onPair(caller, other, async (state) => {
    if (state.pair?.status !== 'accepted') throw notFound(FRIEND_NOT_FOUND);
    return (await writeRemoval(me, other, { ...state, pair: state.pair })) ? OK : RETRY;
  });
}
