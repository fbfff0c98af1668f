import { Inbox, Search, UserCheck, UserPlus, Users } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FriendsResponse, PersonView } from '../../../../shared/api/types';
import { LIMITS } from '../../../../shared/limits';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ResultsStatus } from '../../components/ui/results-status';
import { ErrorState } from '../../components/ui/error-state';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { acceptFriendRequest, rejectFriendRequest, removeFriend, sendFriendRequest, useFriends, usePeopleSearch } from './api';
import { PersonRow } from './PersonRow';
import { useFriendAction } from './use-friend-action';

function People({ people, empty, actions }: { people: PersonView[]; empty: string; actions: (p: PersonView) => ReactNode }) {
  if (people.length === 0) return <EmptyState icon={<Users />} title={empty} />;
  return (
    <ul className="space-y-2">
      {people.map((p) => (
        <PersonRow key={p.id} person={p} actions={actions(p)} />
      ))}
    </ul>
  );
}

/** Where the viewer stands with a person, from the lists the tab has read. */
type Relation = 'friend' | 'incoming' | 'sent';

function relations({ friends, incoming, sent }: FriendsResponse): Map<string, Relation> {
  const byId = new Map<string, Relation>();
  for (const [people, relation] of [[friends, 'friend'], [incoming, 'incoming'], [sent, 'sent']] as const) {
    for (const p of people) byId.set(p.id, relation);
  }
  return byId;
}

function Standing({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">{children}</span>;
}

/**
 * Add: search by name or e-mail address, then send a request. A person the
 * viewer already knows shows where they stand (the search itself is one
 * Query; the tab's friend lists, already read, tell who is who).
 */
function AddFriend({ lists }: { lists: FriendsResponse }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = usePeopleSearch(q);
  const send = useFriendAction(sendFriendRequest, (a) => (a.status === 'accepted' ? 'Friend request accepted!' : 'Friend request sent!'));
  const accept = useFriendAction(acceptFriendRequest, () => 'Friend request accepted!');
  const known = relations(lists);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  const actions = (p: PersonView) => {
    switch (known.get(p.id)) {
      case 'friend':
        return (
          <Standing>
            <UserCheck aria-hidden="true" className="size-4" /> Friends
          </Standing>
        );
      case 'sent':
        return <Standing>Request sent</Standing>;
      case 'incoming':
        return (
          <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(p.id)}>
            Accept
          </Button>
        );
      default:
        return (
          <Button size="sm" disabled={send.isPending} onClick={() => send.mutate(p.id)}>
            <UserPlus aria-hidden="true" /> Add Friend
          </Button>
        );
    }
  };
  return (
    <div className="space-y-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Search by name or email"
          placeholder="Search by name or email"
          value={text}
          maxLength={LIMITS.emailMax}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      <ResultsStatus count={q && results.data ? results.data.results.length : null} noun="student" />
      {!q ? null : results.error ? (
        <ErrorState title="Search failed" onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <People people={results.data.results} empty="No students found" actions={actions} />
      )}
    </div>
  );
}

/** Friends tab of /profile: sub-views Friends, Requests (incoming and sent) and Add. */
export function FriendsTab() {
  const friends = useFriends();
  const accept = useFriendAction(acceptFriendRequest, () => 'Friend request accepted!');
  const reject = useFriendAction(rejectFriendRequest, () => 'Request rejected');
  const remove = useFriendAction(removeFriend, () => 'Friend removed');
  if (friends.error) return <ErrorState title="Failed to load friends" onRetry={() => void friends.refetch()} />;
  if (!friends.data) return <Skeleton role="status" aria-label="Loading friends" className="h-32 w-full" />;
  const { friends: list, incoming, sent } = friends.data;
  return (
    <Tabs defaultValue="friends">
      <TabsList>
        <TabsTrigger value="friends">Friends ({list.length})</TabsTrigger>
        <TabsTrigger value="requests">Requests ({incoming.length})</TabsTrigger>
        <TabsTrigger value="add">Add</TabsTrigger>
      </TabsList>
      <TabsContent value="friends">
        <People
          people={list}
          empty="No friends yet"
          actions={(p) => (
            <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(p.id)}>
              Remove
            </Button>
          )}
        />
      </TabsContent>
      <TabsContent value="requests" className="space-y-6">
        <section aria-labelledby="incoming-requests">
          <h3 id="incoming-requests" className="mb-2 text-sm font-semibold text-slate-700">
            Incoming
          </h3>
          <People
            people={incoming}
            empty="No incoming requests"
            actions={(p) => (
              <>
                <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(p.id)}>
                  Accept
                </Button>
                <Button size="sm" variant="outline" disabled={reject.isPending} onClick={() => reject.mutate(p.id)}>
                  Reject
                </Button>
              </>
            )}
          />
        </section>
        <section aria-labelledby="sent-requests">
          <h3 id="sent-requests" className="mb-2 text-sm font-semibold text-slate-700">
            Sent
          </h3>
          {sent.length === 0 ? (
            <EmptyState icon={<Inbox />} title="No sent requests" />
          ) : (
            <ul className="space-y-2">
              {sent.map((p) => (
                <PersonRow key={p.id} person={p} actions={<span className="text-xs text-slate-500">Pending</span>} />
              ))}
            </ul>
          )}
        </section>
      </TabsContent>
      <TabsContent value="add">
        <AddFriend lists={friends.data} />
      </TabsContent>
    </Tabs>
  );
}
