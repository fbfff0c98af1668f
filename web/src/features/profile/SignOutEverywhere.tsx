import { MonitorSmartphone } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useSignOutEverywhere } from './api';

/**
 * Sign out everywhere: the API ends every session of the account (refresh
 * tokens revoked, access tokens refused from now on), this browser's too;
 * then this browser forgets its tokens and cached answers and goes to `/`.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();

  const end = useSignOutEverywhere({
    onSuccess: () => {
      navigate('/', { replace: true });
      toast.success('Signed out everywhere', { description: 'Every device signed in to your account has been signed out.' });
    },
    onError: (error) => toast.error(serverMessage(error, 'Failed to sign out everywhere. Please try again.')),
  });

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MonitorSmartphone className="size-5" aria-hidden="true" /> Signed-in Devices
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Signed in on a device you no longer use, or a shared computer? Sign out everywhere ends every session of your account at once, this one included.
      </p>
      <Button variant="outline" className="mt-4" disabled={end.isPending} onClick={() => end.mutate()}>
        {end.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
      </Button>
    </Card>
  );
}
