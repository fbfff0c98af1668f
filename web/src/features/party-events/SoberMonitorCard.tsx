import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { SoberMonitorCodeResponse } from '../../../../shared/api/types';
import { Card } from '../../components/ui/card';
import { type ApiError, api } from '../../lib/api';
import { apiKey } from '../../lib/queries';
import { LazyQrCode } from '../../components/lazy-qr';

/**
 * A sober monitor's own door code, for the person named a monitor
 * of this event only: shown at the door, it checks them in (Entry) or out
 * (Exit). The page draws it only when its viewer answer names the viewer a
 * monitor, so nobody else's page asks for a code.
 */
export function SoberMonitorCard({ eventId }: { eventId: string }) {
  const code = useQuery<SoberMonitorCodeResponse, ApiError>({
    queryKey: apiKey('getMySoberMonitorCode', { params: { id: eventId } }),
    queryFn: ({ signal }) => api('getMySoberMonitorCode', { params: { id: eventId }, signal }),
  });
  const monitor = code.data?.monitor;
  if (!monitor) return null;
  return (
    <Card className="space-y-3 p-5" aria-label="Sober monitor">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" /> Sober monitor
      </h2>
      <p className="text-sm text-slate-600">
        You are a sober monitor of {monitor.eventTitle}. Show this code at the door to check in ({monitor.name}); scan it again on Exit to check out. Guests get in only while enough monitors are checked in.
      </p>
      <div className="flex justify-center">
        <LazyQrCode value={monitor.code} size={200} label="Your sober monitor code" />
      </div>
    </Card>
  );
}
