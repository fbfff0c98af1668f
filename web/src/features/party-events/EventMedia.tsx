import type { MediaItem } from '../../../../shared/api/types';
import { PhotoGrid } from '../../components/media/photo-grid';
import { PostMediaButton } from '../../components/media/post-media-button';
import { Card } from '../../components/ui/card';
import { useMediaDeletion } from '../../lib/media-deletion';

/** The event page's media section (docs/spec/student-side.md §2): its photos and videos, newest first, and Post Photo/Video. */
export function EventMedia({
  event,
  photos,
  onPosted,
  onDeleted,
}: {
  event: { id: string; title: string };
  photos: MediaItem[];
  onPosted: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
}) {
  const deletion = useMediaDeletion(onDeleted);
  return (
    <Card className="p-6">
      <section aria-labelledby="event-media-title">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="event-media-title" className="text-xl font-bold tracking-tight">
            Photos &amp; Videos
          </h2>
          <PostMediaButton label="Post Photo/Video" events={[event]} onPosted={onPosted} />
        </div>
        <PhotoGrid photos={photos} label="Event photo" deletion={deletion} />
      </section>
    </Card>
  );
}
