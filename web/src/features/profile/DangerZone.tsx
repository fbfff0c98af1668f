import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { DELETE_CONFIRMATION } from '../../../../shared/limits';
import { useDeleteMyAccount } from './api';

/**
 * Account deletion (docs/spec/student-side.md §5): only the exact word DELETE deletes the
 * account; then the user is signed out, every cached answer dropped, and sent
 * to `/` with "Account Deleted".
 */
export function DangerZone() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const remove = useDeleteMyAccount({
    onSuccess: () => {
      navigate('/', { replace: true });
      toast.success('Account Deleted', { description: 'Your account and personal data have been deleted.' });
    },
    onError: (error) => toast.error(serverMessage(error, 'Failed to delete account. Please try again.')),
  });

  const submit = () => {
    if (text !== DELETE_CONFIRMATION) {
      toast.error('Confirmation Required', { description: 'Please type DELETE to confirm account deletion' });
      return;
    }
    remove.mutate();
  };

  return (
    <Card danger className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-red-700">
        <AlertTriangle className="size-5" aria-hidden="true" /> Danger Zone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleting your account removes your profile, RSVPs, saved events and other personal records. This cannot be undone.
      </p>
      {open ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Label htmlFor={id} className="block">
            Type <span className="font-mono font-bold">DELETE</span> to confirm
          </Label>
          <Input
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="max-w-xs"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={!text || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Permanently Delete Account'}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setOpen(false);
                setText('');
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      )}
    </Card>
  );
}
