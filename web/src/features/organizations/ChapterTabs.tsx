import { CalendarX2 } from 'lucide-react';
import type { MediaItem, PartyEventSummary } from '../../../../shared/api/types';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PartyEventCard } from '../../components/party-event-card';
import { PhotoGrid } from '../../components/photo-grid';

/** A chapter's tabs: Upcoming Events and Photos (chapter page and chapter dialog). */
export function ChapterTabs({ events, photos, wide = false }: { events: PartyEventSummary[]; photos: MediaItem[]; wide?: boolean }) {
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
        <PhotoGrid photos={photos} />
      </TabsContent>
    </Tabs>
  );
}
