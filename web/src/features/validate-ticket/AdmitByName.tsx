/**
 * A guest without a code (no smartphone, a printed ticket, a flat battery):
 * the leader finds them by name in the door's roster and, after checking
 * their ID, admits them; the admission is recorded as an ID check. Online,
 * the server's route decides; offline, the device decides by the rules it
 * scans by (one entry per ticket, the door's limit) and queues the
 * admission with its scans, and the sync records it as an ID check.
 */
import { useState } from 'react';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import type { OfflineDoor } from '../../lib/offline-door/use-offline-door';
import { useErrorToast } from '../../lib/use-error-toast';
import { useAdmitByIdCheck } from './api';

/** At most this many names under the field: the leader types more of the name to narrow it. */
const SHOWN = 8;

/** What an admission by name answered, online or on the device. */
interface Admission {
  admitted: boolean;
  message: string;
  holderName: string | null;
}

/** Admits by name through the server while the door is online, on the device while it is not. */
function useAdmitByName(eventId: string, door: Pick<OfflineDoor, 'online' | 'admitByName'>) {
  const online = useAdmitByIdCheck(eventId);
  const [offline, setOffline] = useState<Admission | null>(null);
  useErrorToast(online.error, 'Could not admit the guest', online.error?.message);
  const onlineAnswer: Admission | null = online.data ? { admitted: online.data.valid, message: online.data.message, holderName: online.data.ticket?.holderName ?? null } : null;
  const admit = (ticketId: string) => {
    if (door.online) {
      setOffline(null);
      return online.mutate(ticketId);
    }
    online.reset();
    const verdict = door.admitByName(ticketId);
    setOffline({ admitted: verdict.decision === 'admitted', message: verdict.message, holderName: verdict.holderName });
  };
  return { admit, pending: online.isPending, answer: onlineAnswer ?? offline };
}

export function AdmitByName({ eventId, tickets, door }: { eventId: string; tickets: OfflineDoor['tickets']; door: Pick<OfflineDoor, 'online' | 'admitByName'> }) {
  const [search, setSearch] = useState('');
  const { admit, pending, answer } = useAdmitByName(eventId, door);
  const wanted = search.trim().toLowerCase();
  const found = wanted ? tickets.filter((t) => t.status === 'valid' && t.holder?.toLowerCase().includes(wanted)).slice(0, SHOWN) : [];
  return (
    <section aria-labelledby="admit-by-name" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="admit-by-name" className="font-semibold text-slate-900">
        No code? Find the guest by name
      </h2>
      <p className="text-sm text-slate-600">Check their ID first: the admission is recorded as an ID check.</p>
      <SearchField label="Guest's name" value={search} onChange={setSearch} />
      {found.length ? (
        <ul className="divide-y divide-slate-100">
          {found.map((ticket) => (
            <li key={ticket.id} className="flex items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-900">{ticket.holder}</span>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => admit(ticket.id)}>
                Admit after ID check
              </Button>
            </li>
          ))}
        </ul>
      ) : wanted ? (
        <p className="text-sm text-slate-600">No valid ticket under that name.</p>
      ) : null}
      {answer ? (
        <p role="status" className={answer.admitted ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {answer.holderName ? `${answer.holderName}: ` : ''}
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
