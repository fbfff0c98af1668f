/**
 * The registration packet in Chromium on the whole local stack:
 * the president's party with alcohol, a student holding a ticket with a
 * date of birth; on the analytics page the president opens the picker and
 * names two sober monitors from the chapter's members, downloads the packet
 * PDF (version and timestamp, the monitors, the guest) and the guest list CSV with the
 * student's name and 21+ flag — and no date of birth anywhere. At the door,
 * the guest is refused until a named monitor checks in with their own code.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));
const BORN = '2000-04-15';

describe('the registration packet', () => {
  it('names two sober monitors and downloads the packet PDF and the guest list CSV', async () => {
    const president = await demoPerson('president');
    const mediaManager = await demoPerson('media_manager');
    // 40 guests at the demo school's 1 per 20: the two monitors named are what the capacity requires.
    const event = await newPartyEvent(president, 'Packet Party', { alcoholAllowed: true, maxAttendees: 40 });
    const student = await newStudent('packet-guest');
    await apiOk('updateMyProfile', { token: student.token, body: { dateOfBirth: BORN } });
    const ticket = await freeTicket(student, event);

    const { page, errors } = await signedInPage(browser(), president, `/party-events/${event.id}/analytics`);
    const panel = page.getByRole('region', { name: 'Registration packet' });
    await panel.getByText('Sober monitors missing: an event with alcohol needs at least one').waitFor();
    // The panel came with the analytics (one screen, one request); the members are read when the picker opens.
    await panel.getByRole('button', { name: 'Choose Sober Monitors' }).click();
    await panel.getByText('2 required for the capacity · 0 picked').waitFor();
    for (const person of [president, mediaManager]) await panel.getByRole('checkbox', { name: person.fullName }).check();
    await panel.getByRole('button', { name: 'Save Sober Monitors' }).click();
    await page.getByText('Sober monitors saved').first().waitFor();
    await expect.poll(() => panel.getByText('Sober monitors missing').count()).toBe(0);

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download Packet (PDF)' }).click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^registration-packet-.*-v[0-9a-f]{8}\.pdf$/);
    const pdf = await readFile((await pdfDownload.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    // The monitors in the order they were named.
    expect(text).toEqual(expect.arrayContaining(['SOCIAL EVENT REGISTRATION', student.fullName, `${president.fullName}, ${mediaManager.fullName}`]));
    expect(text.some((t) => /^Version [0-9a-f]{8}$/.test(t))).toBe(true);

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download Guest List (CSV)' }).click()]);
    const csv = await readFile((await csvDownload.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual(['\uFEFFName,21+', `${student.fullName},Yes`, '']);
    for (const file of [csv, text.join(' ')]) expect(file).not.toContain(BORN);
    expect(errors).toEqual([]);

    // The door: guests are refused until a monitor checks in with the code the product gives them.
    const scan = (qrCode: string) => apiOk('validateTicket', { token: president.token, body: { eventId: event.id, qrCode } });
    expect(await scan(ticket.qrCode)).toMatchObject({ valid: false, message: 'Another sober monitor must check in' });
    const { monitor } = await apiOk('getMySoberMonitorCode', { token: mediaManager.token, params: { id: event.id } });
    expect(await scan(monitor!.code)).toMatchObject({ valid: true, message: `Sober monitor checked in: ${monitor!.name}`, headcount: { monitorsIn: 1, insideNow: 0 } });
    expect(await scan(ticket.qrCode)).toMatchObject({ valid: true, headcount: { insideNow: 1, monitorsIn: 1 } });
  });
});
