/**
 * Post Photo/Video in Chromium on the whole local stack: a student posts a
 * photo to a party the demo president created for this journey, straight to
 * the local S3 with the presigned form; it shows, as its small gallery
 * image, first in the event's media section and in the chapter's Photos tab.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('a photo posted to an event', () => {
  it('shows in the event gallery and in its chapter’s Photos tab', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Photo Night', { maxAttendees: 40 });
    const poster = await newStudent('photographer');
    const caption = `Photo Night crowd ${event.id.slice(0, 6)}`;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5b21b6' } }).jpeg().toBuffer();

    const student = await signedInPage(browser(), poster, `/party-events/${event.id}`);
    await student.page.getByRole('button', { name: 'Post Photo/Video' }).click();
    const dialog = student.page.getByRole('dialog', { name: 'Post Photo/Video' });
    await dialog.getByLabel('Photo or video').setInputFiles({ name: 'crowd.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('img', { name: 'Preview' }).waitFor();
    await dialog.getByLabel('Caption (optional)').fill(caption);
    await dialog.getByTestId('caption-counter').getByText(`${caption.length}/500`).waitFor();
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = student.page.getByRole('img', { name: caption });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/\/thumbs\/.+\.webp$/);
    // The gallery image really loads from the local S3.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await student.page.goto(urlOf(`/organizations/${event.chapterId}`));
    await student.page.getByRole('tab', { name: 'Photos' }).click();
    const inChapter = student.page.getByRole('img', { name: caption });
    await inChapter.waitFor();
    const chapter = await apiOk('getChapter', { params: { id: event.chapterId } });
    expect(chapter.photos[0]?.caption).toBe(caption);

    expect(student.errors).toEqual([]);
  });
});
