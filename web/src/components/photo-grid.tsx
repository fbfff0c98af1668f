import { ImageOff } from 'lucide-react';
import type { MediaItem } from '../../../shared/api/types';
import { EmptyState } from './ui/empty-state';

/** Photos and videos of a chapter (or of every chapter of a national), newest first. */
export function PhotoGrid({ photos }: { photos: MediaItem[] }) {
  if (photos.length === 0) return <EmptyState icon={<ImageOff />} title="No photos or videos yet" />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg bg-slate-100">
          <figure>
            {item.isVideo ? (
              <video src={item.url} controls preload="metadata" className="aspect-square w-full object-cover">
                <track kind="captions" />
              </video>
            ) : (
              <img src={item.url} alt={item.caption ?? 'Chapter photo'} loading="lazy" className="aspect-square w-full object-cover" />
            )}
            {item.caption ? <figcaption className="px-2 py-1.5 text-xs text-slate-600">{item.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
