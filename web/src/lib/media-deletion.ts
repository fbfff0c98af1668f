/**
 * Deleting a photo or video from a gallery: offered to whom the API allows
 * (its uploader, the chapter's leaders, platform admins — the same rule,
 * `shared/authz.ts`), then removed from the page the gallery is on.
 */
import { useMutation } from '@tanstack/react-query';
import type { MediaItem } from '../../../shared/api/types';
import { mayDeleteMedia, standingFromMe } from '../../../shared/authz';
import { MEDIA_MESSAGES } from '../../../shared/media-types';
import { api } from './api';
import { useMe } from './auth/session';
import { serverMessage } from './server-message';
import { toast } from './toast';

export interface MediaDeletion {
  canDelete: (item: MediaItem) => boolean;
  remove: (item: MediaItem) => void;
  /** The item being deleted, if any. */
  pendingId: string | null;
}

export function useMediaDeletion(onDeleted: (id: string) => void): MediaDeletion {
  const me = useMe();
  const mutation = useMutation({
    mutationFn: (id: string) => api('deleteMedia', { params: { id } }),
    onSuccess: (_answer, id) => {
      toast.success(MEDIA_MESSAGES.deleted);
      onDeleted(id);
    },
    onError: (error) => toast.error('Failed to delete', { description: serverMessage(error, 'Please try again.') }),
  });
  const who = me.data ? { sub: me.data.profile.id, isAdmin: me.data.isAdmin, standing: standingFromMe(me.data) } : null;
  return {
    canDelete: (item) => (who ? mayDeleteMedia(who, item) : false),
    remove: (item) => mutation.mutate(item.id),
    pendingId: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}
