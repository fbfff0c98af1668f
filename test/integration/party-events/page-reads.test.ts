/**
 * The event page's reviews and photos come from ONE Query of the event's
 * partition (functions/domains/catalog/party-events/event-page.ts): every review, the newest
 * photos the page shows, and no further page once it has them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PartyEventPageResponse } from '../../../shared/api/types';
import { putReview } from '../../../functions/domains/catalog/party-events/reviews';
import { EVENT_PHOTOS } from '../../../functions/party-events/detail';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { useFreshTable } from '../../support/table';
import { media, writeMedia } from '../support/fixtures';
import { newChapter, newEvent } from './fixtures';

useFreshTable();
const { counted } = useDynamoCallCounter('eventPageReads');

/** The i-th photo's or review's time: one a minute from 2031-10-01 12:00, sixty a day. */
const minute = (i: number) => `2031-10-${String(1 + Math.floor(i / 60)).padStart(2, '0')}T12:${String(i % 60).padStart(2, '0')}:00.000Z`;

async function eventWith(reviews: number, photos: number) {
  const chapter = await newChapter();
  const event = await newEvent(chapter, '2031-10-18');
  await writeMedia(Array.from({ length: photos }, (_, i) => media(chapter, minute(i), event.id)));
  for (let i = 0; i < reviews; i++) {
    await putReview({ id: randomUUID(), eventId: event.id, sub: randomUUID(), authorName: `Reviewer ${i}`, rating: 1 + (i % 5), comment: null, createdAt: minute(i) });
  }
  return event;
}

describe('the event page’s reviews and photos', () => {
  it('come with the event in two calls: every review newest first, and the newest photos', async () => {
    const event = await eventWith(3, EVENT_PHOTOS + 6);
    const res = await counted<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(res.statusCode).toBe(200);
    expect(res.calls).toBe(2);
    expect(res.json.reviews.map((r) => r.authorName)).toEqual(['Reviewer 2', 'Reviewer 1', 'Reviewer 0']);
    const created = res.json.photos.map((p) => p.createdAt);
    expect(created).toHaveLength(EVENT_PHOTOS);
    expect(created).toEqual([...created].sort().reverse());
    expect(created[0]).toBe('2031-10-01T12:29:00.000Z');
    expect(created.at(-1)).toBe('2031-10-01T12:06:00.000Z');
  });

  it('read every review of an event with more than a page of them, and stop once the photos are read', async () => {
    const event = await eventWith(130, 130);
    const res = await counted<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(res.json.reviews).toHaveLength(130);
    expect(new Set(res.json.reviews.map((r) => r.id)).size).toBe(130);
    expect(res.json.photos.map((p) => p.createdAt)).toEqual(Array.from({ length: EVENT_PHOTOS }, (_, k) => minute(129 - k)));
    // The event, then pages of 100: 100 reviews, then 30 reviews and 70 photos: enough, so not the last 60 photos.
    expect(res.calls).toBe(3);
  });

  it('shows an event with neither', async () => {
    const event = await eventWith(0, 0);
    const res = await counted<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect([res.json.reviews, res.json.photos, res.calls]).toEqual([[], [], 2]);
  });
});
