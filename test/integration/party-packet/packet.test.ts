/**
 * The registration packet: sober monitors named from the chapter's
 * members; the PDF and the CSV list exactly the event's held tickets with
 * names and the 21+ flag, never a date of birth; `sendDuePackets` mails the
 * office once at the guest-list deadline, a marked update after a change,
 * and nothing when nothing changed.
 */
import '../../support/emulators.setup';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, CreatePartyEventResponse, EventPaperworkResponse, MeResponse, PacketFileResponse, SoberMonitorsResponse } from '../../../shared/api/types';
import { withSoberMonitors } from '../../../shared/paperwork-panel';
import { clock } from '../../../functions/lib/clock';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { sendDuePackets } from '../../../functions/domains/catalog/party-packet/send-due';
import { invoke } from '../../support/invoke';
import { pdfText } from '../../support/pdf-text';
import { useFreshTable } from '../../support/table';
import { giveTicket, newLeader, newUser, type TestUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from './fixtures';
import { storedMails } from '../../support/inbox';
import { mentionsYear } from '../../support/private-text';

useFreshTable();
afterEach(() => vi.restoreAllMocks());
const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

const sesEndpoint = process.env.SES_ENDPOINT!;
const mailsTo = async (to: string) => (await storedMails()).filter((m) => m.destination.to.includes(to));

const BORN = { adult: '2001-02-03', minor: '2012-05-06' };

async function guestBornOn(fullName: string, dateOfBirth: string | null): Promise<TestUser> {
  const guest = await newUser({ fullName });
  if (dateOfBirth) expect((await invoke<MeResponse>('updateMyProfile', { claims: guest.claims, body: { dateOfBirth } })).statusCode).toBe(200);
  return guest;
}

/** An alcohol party (Austin, 2031-10-18 22:00 CDT) for 4 guests at one monitor per 2 guests: three members to name and three guests. */
async function registeredParty(officeEmail: string | null) {
  at('2031-10-01T15:00:00Z');
  const { chapter, president } = await schoolWithRules('TX', { officeEmail, baseMonitors: 1, baseGuests: 2, guestsPerExtraMonitor: 2 });
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18', time: '22:00', maxAttendees: 4 }), claims: president.claims });
  const eventId = created.json.event.id;
  const monitorA = await newUser({ chapterId: chapter.id, fullName: 'Morgan Monitor' });
  const monitorB = await newUser({ chapterId: chapter.id, fullName: 'Sam Sober' });
  const monitorC = await newUser({ chapterId: chapter.id, fullName: 'Riley Ready' });
  const event = (await getPartyEvent(eventId))!;
  const guests = [await guestBornOn('Avery Adult', BORN.adult), await guestBornOn('Mia Minor', BORN.minor), await guestBornOn('=Nora Unknown', null)];
  const tickets = await Promise.all(guests.map((g) => giveTicket(g, event)));
  return { chapter, president, eventId, monitors: [monitorA, monitorB, monitorC], guests, tickets };
}

const decode = (file: PacketFileResponse) => Buffer.from(file.contentBase64, 'base64');

describe('sober monitors', () => {
  it('are named from the chapter members only, as many as the capacity needs; none is a warning of an alcohol event', async () => {
    const { president, eventId, monitors, guests } = await registeredParty(null);
    const before = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(before.json.warnings).toContain('Sober monitors missing: an event with alcohol needs at least one');
    expect(before.json.members.map((m) => m.fullName)).toEqual(expect.arrayContaining(['Morgan Monitor', 'Sam Sober', 'Riley Ready', 'Pat President']));

    const outsider = await invoke<{ message: string }>('setSoberMonitors', { params: { id: eventId }, body: { subs: [guests[0]!.sub, monitors[0]!.sub, monitors[1]!.sub] }, claims: president.claims });
    expect([outsider.statusCode, outsider.json.message]).toEqual([400, 'Sober monitors must be members of the chapter']);
    const twice = await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: [monitors[0]!.sub, monitors[0]!.sub, monitors[1]!.sub] }, claims: president.claims });
    expect(twice.statusCode).toBe(400);
    // A capacity of 4 needs 2: one member is refused, whoever it is, and nothing is written.
    for (const subs of [[monitors[0]!.sub], []]) {
      const tooFew = await invoke<ApiErrorBody>('setSoberMonitors', { params: { id: eventId }, body: { subs }, claims: president.claims });
      expect([tooFew.statusCode, tooFew.json.message]).toEqual([400, `A capacity of 4 guests needs 2 sober monitors (one per 2 guests); ${subs.length} named`]);
      expect(tooFew.json.issues).toEqual([{ path: 'subs', message: tooFew.json.message }]);
    }
    expect((await getPartyEvent(eventId))?.soberMonitors ?? []).toEqual([]);

    const named = await invoke<SoberMonitorsResponse>('setSoberMonitors', { params: { id: eventId }, body: { subs: monitors.map((m) => m.sub) }, claims: president.claims });
    expect(named.json.soberMonitors.map((m) => m.fullName)).toEqual(['Morgan Monitor', 'Sam Sober', 'Riley Ready']);
    const after = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    // 3 guests; 3 monitors cover 6.
    expect(after.json).toMatchObject({ soberMonitors: named.json.soberMonitors, expectedGuests: 3, monitorCapacity: 6, maxAttendees: 4 });
    expect(after.json.warnings).toEqual([]);
    // The panel the SPA makes from the answer is the one the API gives.
    expect(withSoberMonitors(before.json, named.json.soberMonitors)).toEqual(after.json);
  });
});

describe('the packet and the guest list', () => {
  it('list the held tickets by name with the 21+ flag, never a date of birth', async () => {
    const { president, eventId, monitors, guests, tickets } = await registeredParty(null);
    await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: monitors.map((m) => m.sub) }, claims: president.claims });
    at('2031-10-02T12:00:00Z');
    // A cancelled ticket is no guest.
    const gone = await guestBornOn('Casey Cancelled', BORN.adult);
    const cancelled = await giveTicket(gone, (await getPartyEvent(eventId))!);
    expect((await invoke('cancelTicket', { params: { id: cancelled.id }, claims: gone.claims })).statusCode).toBe(200);
    expect(tickets).toHaveLength(guests.length);

    const csv = await invoke<PacketFileResponse>('getGuestListCsv', { params: { id: eventId }, claims: president.claims });
    expect(csv.statusCode, csv.text).toBe(200);
    expect(csv.json.fileName).toMatch(/^guest-list-2031-10-18-fall-mixer-v[0-9a-f]{8}\.csv$/);
    expect(decode(csv.json).toString('utf8').split('\r\n')).toEqual(['\uFEFFName,21+', "'=Nora Unknown,Not given", 'Avery Adult,Yes', 'Mia Minor,No', '']);

    const pdf = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: president.claims });
    expect(pdf.json.contentType).toBe('application/pdf');
    expect(pdf.json).toMatchObject({ version: csv.json.version, generatedAt: '2031-10-02T12:00:00.000Z' });
    const text = await pdfText(decode(pdf.json));
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(text).toEqual(expect.arrayContaining(['SOCIAL EVENT REGISTRATION', `Version ${pdf.json.version}`, 'Fall Mixer', 'Chapter house, 12 Elm St', 'Morgan Monitor, Sam Sober, Riley Ready']));
    expect([after('Date'), after('Start time'), after('Expected guests'), after('Capacity'), after('Sober monitor ratio')]).toEqual(['October 18, 2031', '10:00 PM', '3', '4', 'one per 2 guests']);
    // The office reads what the panel says, in the same words: the monitors cover everyone, so no warning.
    expect(after('Monitors cover')).toBe('6 guests');
    expect(text.filter((line) => line.startsWith('! '))).toEqual([]);
    expect(after('Chapter president')).toBe('Pat President');
    expect(after('Officer in charge')).toBe('Pat President');
    const guestRows = ['Avery Adult', 'Mia Minor', '=Nora Unknown'].map((name) => [name, text[text.indexOf(name) + 1]]);
    expect(guestRows).toEqual([['Avery Adult', 'Yes'], ['Mia Minor', 'No'], ['=Nora Unknown', 'Not given']]);
    expect(text.join(' ')).not.toContain('Casey Cancelled');
    for (const file of [decode(csv.json).toString('latin1'), text.join(' '), JSON.stringify(pdf.json)]) {
      for (const dob of [...Object.values(BORN), '02/03/2001', 'February 3, 2001']) expect(file).not.toContain(dob);
      expect(mentionsYear(file, '2001')).toBe(false);
    }
  });
});

describe('names in every script', () => {
  it('print in the packet as written, in a file of kilobytes (the fonts embedded as subsets), and stay whole in the guest list', async () => {
    at('2031-10-01T15:00:00Z');
    const { chapter, president } = await schoolWithRules('TX', {}, '김민준');
    const officer = await newLeader(chapter, 'media_manager', 'محمد علي');
    const title = 'Осенний бал 秋季舞会';
    // 40 guests at 1 for the first 20 then 1 per 20 more: two monitors.
    const body = alcoholParty({ title, date: '2031-10-18', time: '22:00', location: 'Дом Γιώργου, 12 Elm St', maxAttendees: 40 });
    const eventId = (await invoke<CreatePartyEventResponse>('createPartyEvent', { body, claims: officer.claims })).json.event.id;
    const monitors = [await newUser({ chapterId: chapter.id, fullName: 'Γιώργος Παπαδόπουλος' }), await newUser({ chapterId: chapter.id, fullName: 'Иван Петров' })];
    await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: monitors.map((m) => m.sub) }, claims: president.claims });
    const guestNames = ['王小明', '이서연', 'فاطمة الزهراء', 'Ольга Смирнова', 'Νίκος', 'Nguyễn Văn An', 'Zoë Ørsted'];
    const event = (await getPartyEvent(eventId))!;
    for (const fullName of guestNames) await giveTicket(await newUser({ fullName }), event);

    const pdf = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: president.claims });
    expect(pdf.statusCode, pdf.text).toBe(200);
    const text = await pdfText(decode(pdf.json));
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect([after('Event name'), after('Location'), after('Organization')]).toEqual([title, 'Дом Γιώργου, 12 Elm St', `Alpha Epsilon Phi (${chapter.letters})`]);
    expect([after('Chapter president'), after('Officer in charge')]).toEqual(['김민준', 'محمد علي']);
    expect(after('Designated sober monitors')).toBe('Γιώργος Παπαδόπουλος, Иван Петров');
    expect(text).toEqual(expect.arrayContaining(guestNames));
    // The Chinese and Korean fonts alone are 2.4 MB: embedded whole, the file would be megabytes.
    expect(decode(pdf.json).length).toBeLessThan(200_000);

    const csv = await invoke<PacketFileResponse>('getGuestListCsv', { params: { id: eventId }, claims: president.claims });
    const rows = decode(csv.json).toString('utf8').split('\r\n');
    expect(rows.slice(1, -1).sort()).toEqual(guestNames.map((name) => `${name},Not given`).sort());
  });
});

describe('sendDuePackets', () => {
  const office = () => `greeklife-${Math.random().toString(36).slice(2, 8)}@utexas.example`;
  // 2031-10-18 22:00 CDT = 2031-10-19T03:00Z; the list is due 48 hours earlier.
  const DEADLINE = '2031-10-17T03:00:00Z';

  beforeAll(() => {
    process.env.SES_ENDPOINT = sesEndpoint;
  });
  afterAll(() => vi.restoreAllMocks());

  it('mails the office once at the deadline, then a marked update after a change, idempotently', async () => {
    const to = office();
    const { president, eventId, monitors } = await registeredParty(to);
    expect((await sendDuePackets(new Date('2031-10-17T02:59:59Z'))).sent.filter((s) => s.eventId === eventId)).toEqual([]);

    const first = await sendDuePackets(new Date(DEADLINE));
    expect(first.sent.filter((s) => s.eventId === eventId)).toMatchObject([{ sequence: 1, to }]);
    // The same sweep again, or two at once: nothing more.
    const again = await Promise.all([sendDuePackets(new Date(DEADLINE)), sendDuePackets(new Date('2031-10-17T04:00:00Z'))]);
    expect(again.flatMap((r) => r.sent).filter((s) => s.eventId === eventId)).toEqual([]);
    let mails = await mailsTo(to);
    expect(mails.map((m) => m.subject)).toEqual(['Event registration and guest list: Fall Mixer on October 18, 2031 (Alpha Epsilon Phi)']);
    expect(mails[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const paperwork = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(paperwork.json.mailed).toMatchObject({ sequence: 1, sentAt: new Date(DEADLINE).toISOString(), to });

    // Monitors named after the deadline: a new version, mailed as an update.
    at('2031-10-17T10:00:00Z');
    expect((await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: monitors.map((m) => m.sub) }, claims: president.claims })).statusCode).toBe(200);
    expect((await sendDuePackets(new Date('2031-10-17T10:05:00Z'))).sent.filter((s) => s.eventId === eventId)).toMatchObject([{ sequence: 2 }]);
    expect((await sendDuePackets(new Date('2031-10-17T10:10:00Z'))).sent.filter((s) => s.eventId === eventId)).toEqual([]);
    mails = await mailsTo(to);
    expect(mails.map((m) => m.subject)).toEqual([
      'Event registration and guest list: Fall Mixer on October 18, 2031 (Alpha Epsilon Phi)',
      'UPDATED event registration (update 1): Fall Mixer on October 18, 2031 (Alpha Epsilon Phi)',
    ]);
    // Once the party has started, no more mail.
    expect((await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: monitors.map((m) => m.sub).reverse() }, claims: president.claims })).statusCode).toBe(200);
    expect((await sendDuePackets(new Date('2031-10-19T03:00:00Z'))).sent.filter((s) => s.eventId === eventId)).toEqual([]);
  });

  it('mails nothing without an office address', async () => {
    const { eventId } = await registeredParty(null);
    expect((await sendDuePackets(new Date(DEADLINE))).sent.filter((s) => s.eventId === eventId)).toEqual([]);
  });
});
