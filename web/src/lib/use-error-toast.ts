import { useEffect } from 'react';
import { toast } from './toast';

/**
 * Shows a load failure as a toast once per failure (the spec's errors are
 * toasts; pages also show the message in place so they are never blank).
 */
export function useErrorToast(error: unknown, title: string, description?: string): void {
  useEffect(() => {
    if (!error) return;
    if (description) toast.error(title, { description, id: `${title}:${description}` });
    else toast.error(title, { id: title });
  }, [error, title, description]);
}
