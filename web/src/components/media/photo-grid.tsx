import { ImageOff, Play, Trash2 } from 'lucide-react';
import type { MediaItem } from '../../../../shared/api/types';
import { isVideoAddress } from '../../../../shared/media-types';
import type { MediaDeletion } from '../../lib/media-deletion';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/**
 * Photos and videos, newest first: small gallery images (never the 50 MB
 * originals, which open on click); a video by its address (.mp4, .mov,
 * .webm — docs/spec/student-side.md §5) shows its first frame.
 */
export function PhotoGrid({ photos, label = 'Photo', deletion }: { photos: MediaItem[]; label?: string; deletion?: MediaDeletion }) {
  if (photos.length === 0) return <EmptyState icon={<ImageOff />} title="No photos or videos yet" />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos and videos">
      {photos.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg bg-slate-100">
          <figure>
            <a href={item.url} target="_blank" rel="noreferrer" className="relative block">
              {isVideoAddress(item.url) ? (
                <>
                  <video src={`${item.url}#t=0.1`} muted playsInline preload="metadata" className="aspect-square w-full object-cover" aria-label={item.caption ?? 'Video'} />
                  <Play className="absolute left-1/2 top-1/2 size-10 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow" aria-hidden="true" />
                </>
              ) : (
                <img src={item.thumbnailUrl ?? item.url} alt={item.caption ?? label} loading="lazy" className="aspect-square w-full object-cover" />
              )}
            </a>
            {item.caption ? <figcaption className="px-2 py-1.5 text-xs text-slate-600">{item.caption}</figcaption> : null}
          </figure>
          {deletion?.canDelete(item) ? (
            <div className="flex justify-end px-1 pb-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={deletion.pendingId === item.id}
                onClick={() => deletion.remove(item)}
                aria-label={`Delete ${item.caption ?? label.toLowerCase()}`}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
