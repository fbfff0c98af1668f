/**
 * Friends through the handlers: search by a name's words or a whole e-mail
 * address (never the searcher, at most 10, an address shown only to who
 * typed it), requests, accept, reject, remove — one friendship per pair,
 * also when two people ask each other at once — and the friend counts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FriendRequestResponse, FriendSearchResponse, FriendsResponse, MeResponse } from '../../../shared/api/types';
import { keys } from '../../../functions/domains/keys';
import { getProfile } from '../../../functions/domains/people/profiles';
import { getItem } from '../../../functions/lib/db/table';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newUser, type TestUser } from '../leaders/fixtures';

useFreshTable();

type Answer<T> = T & { message?: string };
const search = (user: TestUser, q: string) => invoke<FriendSearchResponse>('searchPeople', { query: { q }, claims: user.claims });
const send = (from: TestUser, to: TestUser) => invoke<Answer<FriendRequestResponse>>('sendFriendRequest', { body: { userId: to.sub }, claims: from.claims });
const accept = (me: TestUser, from: TestUser) => invoke<Answer<object>>('acceptFriendRequest', { params: { id: from.sub }, claims: me.claims });
const reject = (me: TestUser, from: TestUser) => invoke<Answer<object>>('rejectFriendRequest', { params: { id: from.sub }, claims: me.claims });
const remove = (me: TestUser, friend: TestUser) => invoke<Answer<object>>('removeFriend', { params: { id: friend.sub }, claims: me.claims });
const lists = async (user: TestUser) => {
  const { friends, incoming, sent } = (await invoke<FriendsResponse>('listFriends', { claims: user.claims })).json;
  const ids = (people: { id: string }[]) => people.map((p) => p.id);
  return { friends: ids(friends), incoming: ids(incoming), sent: ids(sent) };
};
const friendCount = async (user: TestUser) => (await getProfile(user.sub))?.friendCount;
const pairExists = async (a: TestUser, b: TestUser) => (await getItem(keys.friendship.pair(a.sub, b.sub), { consistent: true })) !== undefined;

/** People with a unique surname, so searches in the shared table find only them. */
async function family(count: number) {
  const surname = `Zq${randomUUID().slice(0, 6)}`;
  const people = await Promise.all(Array.from({ length: count }, (_, i) => newUser({ fullName: `Person${i} ${surname}` })));
  return { surname, people };
}

describe('search', () => {
  it('finds nobody for an empty query', async () => {
    const me = await newUser();
    expect((await search(me, '')).json).toEqual({ results: [] });
    expect((await search(me, '   ')).json).toEqual({ results: [] });
  });

  it('matches a word of the name case-insensitively, excludes the searcher, at most 10, with name and school only', async () => {
    const { surname, people } = await family(12);
    const me = people[0]!;
    const res = await search(me, surname.toUpperCase());
    expect(res.statusCode, res.text).toBe(200);
    expect(res.json.results).toHaveLength(10);
    expect(res.json.results.map((r) => r.id)).not.toContain(me.sub);
    for (const r of res.json.results) {
      expect(Object.keys(r).sort()).toEqual(['fullName', 'id', 'schoolName']);
      expect(r.fullName).toContain(surname);
    }
    const first = await search(me, `person3 ${surname.slice(0, 4)}`);
    expect(first.json.results.map((r) => r.id)).toEqual([people[3]!.sub]);
  });

  it('matches a whole e-mail address, and shows it only to whoever typed it exactly', async () => {
    const [me, other] = await Promise.all([newUser(), newUser()]);
    const exact = await search(me, other.email.toUpperCase());
    expect(exact.json.results).toEqual([{ id: other.sub, fullName: other.fullName, schoolName: null, email: other.email }]);
    expect((await search(me, other.email.slice(0, -2))).json.results).toEqual([]);
    expect((await search(me, me.email)).json.results).toEqual([]);
  });
});

describe('requests', () => {
  it('sends, lists, accepts, and counts one friend each; remove deletes it and the counts', async () => {
    const [ann, bob] = await Promise.all([newUser(), newUser()]);
    expect((await send(ann, bob)).json).toEqual({ status: 'pending' });
    expect(await lists(ann)).toEqual({ friends: [], incoming: [], sent: [bob.sub] });
    expect(await lists(bob)).toEqual({ friends: [], incoming: [ann.sub], sent: [] });
    const again = await send(ann, bob);
    expect([again.statusCode, again.json.message]).toEqual([409, 'Friend request already sent']);
    expect((await accept(bob, ann)).statusCode).toBe(200);
    expect(await lists(ann)).toEqual({ friends: [bob.sub], incoming: [], sent: [] });
    expect(await lists(bob)).toEqual({ friends: [ann.sub], incoming: [], sent: [] });
    expect([await friendCount(ann), await friendCount(bob)]).toEqual([1, 1]);
    const me = (await invoke<MeResponse>('getMe', { claims: ann.claims })).json;
    expect(me.activity.friends).toBe(1);
    const dup = await send(bob, ann);
    expect([dup.statusCode, dup.json.message]).toEqual([409, 'You are already friends']);

    expect((await remove(bob, ann)).statusCode).toBe(200);
    expect(await lists(ann)).toEqual({ friends: [], incoming: [], sent: [] });
    expect([await friendCount(ann), await friendCount(bob)]).toEqual([0, 0]);
    expect(await pairExists(ann, bob)).toBe(false);
    expect((await remove(bob, ann)).json.message).toBe('Friend not found');
  });

  it('rejecting deletes the request; only the recipient may accept', async () => {
    const [ann, bob] = await Promise.all([newUser(), newUser()]);
    await send(ann, bob);
    const own = await accept(ann, bob);
    expect([own.statusCode, own.json.message]).toEqual([404, 'Friend request not found']);
    expect((await reject(bob, ann)).statusCode).toBe(200);
    expect(await pairExists(ann, bob)).toBe(false);
    expect(await lists(bob)).toEqual({ friends: [], incoming: [], sent: [] });
    expect([await friendCount(ann), await friendCount(bob)]).toEqual([0, 0]);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    const [ann, bob] = await Promise.all([newUser(), newUser()]);
    await send(ann, bob);
    expect((await send(bob, ann)).json).toEqual({ status: 'accepted' });
    expect(await lists(ann)).toEqual({ friends: [bob.sub], incoming: [], sent: [] });
    expect([await friendCount(ann), await friendCount(bob)]).toEqual([1, 1]);
  });

  it('refuses a request to oneself or to nobody, and changes nothing', async () => {
    const me = await newUser();
    const self = await send(me, me);
    expect([self.statusCode, self.json.message]).toEqual([400, 'You cannot send a friend request to yourself']);
    const ghost = { ...me, sub: randomUUID() };
    const nobody = await send(me, ghost);
    expect([nobody.statusCode, nobody.json.message]).toEqual([404, 'User not found']);
    expect((await accept(me, me)).statusCode).toBe(404);
    expect((await remove(me, me)).statusCode).toBe(404);
    expect(await lists(me)).toEqual({ friends: [], incoming: [], sent: [] });
  });

  it('two people asking each other at once become friends exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const [ann, bob] = await Promise.all([newUser(), newUser()]);
      const answers = await Promise.all([send(ann, bob), send(bob, ann), send(ann, bob), send(bob, ann)]);
      const statuses = answers.map((a) => a.json.status ?? a.json.message);
      expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
      expect(await lists(ann)).toEqual({ friends: [bob.sub], incoming: [], sent: [] });
      expect(await lists(bob)).toEqual({ friends: [ann.sub], incoming: [], sent: [] });
      expect([await friendCount(ann), await friendCount(bob)]).toEqual([1, 1]);
    }
  });

  it('deleting an account removes its friendships and requests on both sides, and the friend’s count', async () => {
    const [leaver, friend, asked, asker] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    await send(leaver, friend);
    await accept(friend, leaver);
    await send(leaver, asked);
    await send(asker, leaver);
    await deleteUserPartition(leaver.sub);
    expect(await lists(friend)).toEqual({ friends: [], incoming: [], sent: [] });
    expect(await lists(asked)).toEqual({ friends: [], incoming: [], sent: [] });
    expect(await lists(asker)).toEqual({ friends: [], incoming: [], sent: [] });
    expect(await friendCount(friend)).toBe(0);
    for (const other of [friend, asked, asker]) expect(await pairExists(leaver, other)).toBe(false);
    expect((await search(friend, leaver.email)).json.results).toEqual([]);
    expect((await search(friend, leaver.fullName)).json.results).toEqual([]);
  });
});
