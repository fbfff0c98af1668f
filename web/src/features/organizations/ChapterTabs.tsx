import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MediaItem, PartyEventSummary } from '../../../../shared/api/types';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PartyEventCard } from '../../components/party-event-card';
import { PhotoGrid } from '../../components/media/photo-grid';
import type { MediaDeletion } from '../../lib/media-deletion';

/** A chapter's tabs: Upcoming Events and Photos (chapter page and chapter dialog; the page adds its upload button). */
export function ChapterTabs({
  events,
  photos,
  wide = false,
  photoAction,
  deletion,
}: {
  events: PartyEventSummary[];
  photos: MediaItem[];
  wide?: boolean;
  photoAction?: ReactNode;
  deletion?: MediaDeletion;
}) {
  return (
    <Tabs defaultValue="events">
      <TabsList>
        <TabsTrigger value="events">Upcoming Events</TabsTrigger>
        <TabsTrigger value="photos">Photos</TabsTrigger>
      </TabsList>
      <TabsContent value="events">
        {events.length === 0 ? (
          <EmptyState icon={<CalendarX2 />} title="No upcoming events at this chapter. Check back soon!" />
        ) : (
          <div className={wide ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3'}>
            {events.map((event) => (
              <PartyEventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="photos">
        {photoAction ? <div className="mb-4 flex justify-end">{photoAction}</div> : null}
        <PhotoGrid photos={photos} label="Chapter photo" deletion={deletion} />
      </TabsContent>
    </Tabs>
  );
}
