/**
 * A 21+ party in Chromium on the whole local stack: a student
 * gives a date of birth on My Profile that makes them 20 on the party's
 * day — the event page says "This event is 21+" and the API refuses them a
 * ticket; a student who turns 21 on the day gets one, and the president's
 * scan at the door shows "21+ — wristband" with the reminder that the ID
 * check is theirs.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../shared/dates';
import { yearsBefore } from '../../shared/age';
import { useBrowser } from '../support/browser';
import { apiOk, callApi } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('a 21+ party', () => {
  it('refuses a ticket to a student under 21 on its day, and the door shows the wristband cue of one who is 21', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Over 21 Night', { ageLimit: '21+', alcoholAllowed: true, maxAttendees: 20 });
    const turns21 = yearsBefore(event.date, 21);

    // The younger student gives their date of birth on My Profile: 21 only the day after the party.
    const young = await newStudent('under-21');
    const student = await signedInPage(browser(), young, '/profile');
    await student.page.getByLabel('Date of birth').fill(addCalendarDays(turns21, 1));
    await student.page.getByRole('button', { name: 'Save' }).click();
    await student.page.getByText('Date of birth saved').first().waitFor();

    await student.page.goto(urlOf(`/party-events/${event.id}`));
    await student.page.getByText('21+ only').waitFor();
    const refusedButton = student.page.getByRole('button', { name: 'This event is 21+' });
    await refusedButton.waitFor();
    expect(await refusedButton.isDisabled()).toBe(true);
    const refused = await callApi('createFreeTicket', { token: young.token, params: { id: event.id } });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([403, 'This event is 21+']);

    // The other turns 21 on the party's day: a ticket, and the wristband at the door.
    const ofAge = await newStudent('turns-21');
    await apiOk('updateMyProfile', { token: ofAge.token, body: { dateOfBirth: turns21 } });
    const ticket = await freeTicket(ofAge, event);

    // An event with alcohol admits guests only while a sober monitor is in: the president checks in first.
    await apiOk('setSoberMonitors', { token: president.token, params: { id: event.id }, body: { subs: [president.sub] } });
    const { monitor } = await apiOk('getMySoberMonitorCode', { token: president.token, params: { id: event.id } });
    await apiOk('validateTicket', { token: president.token, body: { eventId: event.id, qrCode: monitor!.code } });

    const door = await signedInPage(browser(), president, `/validate-ticket?event=${event.id}`);
    await door.page.getByLabel('QR Code').fill(ticket.qrCode);
    await door.page.getByRole('button', { name: 'Validate Ticket' }).click();
    const result = door.page.getByTestId('validation-result');
    await result.getByText('Valid Ticket', { exact: true }).waitFor();
    const cue = door.page.getByTestId('wristband-cue');
    await cue.getByText('21+ — wristband').waitFor();
    await cue.getByText(/Checking ID is up to the door staff/).waitFor();
    expect(await door.page.content()).not.toContain(turns21);

    expect(student.errors).toEqual([]);
    expect(door.errors).toEqual([]);
  });
});
