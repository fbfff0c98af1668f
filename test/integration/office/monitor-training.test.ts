/**
 * Sober-monitor training: the office of a chapter's school records and clears
 * a member's training day (not in the future, not absurdly old, only for a
 * member; audited; another school's office refused, nothing changed), and
 * naming the monitors refuses, when the school rules how long training
 * counts, a member whose training is missing or too old on the event's date.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, CreatePartyEventResponse, EventPaperworkResponse, PacketFileResponse, SoberMonitorsResponse } from '../../../shared/api/types';
import type { ChapterTrainingResponse, MemberTrainingResponse } from '../../../shared/api/monitor-training-types';
import type { ChapterDetail } from '../../../shared/api/catalog-types';
import { TRAINING_IN_FUTURE, TRAINING_TOO_OLD } from '../../../shared/monitor-training';
import { clock } from '../../../functions/lib/clock';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { writeSoberMonitors } from '../../../functions/domains/catalog/party-packet/paperwork';
import { trainingHeldOp } from '../../../functions/domains/people/monitor-training';
import { membershipCheckOp } from '../../../functions/domains/people/roles/chapter-members';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { invoke } from '../../support/invoke';
import { getItem } from '../../../functions/lib/db/table';
import { keys } from '../../../functions/domains/keys';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { pdfText } from '../../support/pdf-text';
import { useFreshTable } from '../../support/table';
import { newUser, type TestUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());
const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

/** A school (with `rules`) and its chapter, with an account holding the school's office. */
async function schoolWithOffice(state: string, rules: Record<string, unknown> = {}) {
  const made = await schoolWithRules(state, rules);
  const office = await newUser({ fullName: `Office ${state}` });
  const granted = await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: made.school.id }, claims: made.admin.claims });
  if (granted.statusCode !== 200) throw new Error(`grantOfficeRole: ${granted.text}`);
  return { ...made, office };
}

const readTraining = (office: TestUser, chapter: ChapterDetail) => invoke<ChapterTrainingResponse>('getChapterTraining', { params: { chapterId: chapter.id }, claims: office.claims });
const record = (office: TestUser, chapter: ChapterDetail, member: TestUser, date: string | null) =>
  invoke<MemberTrainingResponse & ApiErrorBody>('setMemberTraining', { params: { chapterId: chapter.id, sub: member.sub }, body: { date }, claims: office.claims });
const trainingOf = async (office: TestUser, chapter: ChapterDetail) =>
  Object.fromEntries((await readTraining(office, chapter)).json.members.map((m) => [m.fullName, m.trainedOn]));
// The clock stands still, so entries of one instant are in no order: sorted by action.
const trainingAudit = async () =>
  (await listAuditEntries(10_000))
    .filter((e) => e.action === 'RECORD_MONITOR_TRAINING' || e.action === 'CLEAR_MONITOR_TRAINING')
    .map((e) => [e.action, e.adminId, e.targetId, e.details])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe("the office's record of sober-monitor training", () => {
  it("records and clears a member's day, audited; refuses a future, too old or impossible day, a non-member and another school's office, changing nothing", async () => {
    // 10:00 in Texas on 2031-09-01.
    at('2031-09-01T15:00:00Z');
    const { chapter, office } = await schoolWithOffice('TX');
    const other = await schoolWithOffice('OH');
    const member = await newUser({ chapterId: chapter.id, fullName: 'Morgan Monitor' });
    const outsider = await newUser({ fullName: 'Olly Outsider' });

    const before = await readTraining(office, chapter);
    expect(before.statusCode, before.text).toBe(200);
    expect(before.json.chapterId).toBe(chapter.id);
    expect(before.json.members).toEqual(expect.arrayContaining([{ sub: member.sub, fullName: 'Morgan Monitor', trainedOn: null }]));

    const saved = await record(office, chapter, member, '2031-09-01');
    expect([saved.statusCode, saved.json.sub, saved.json.trainedOn]).toEqual([200, member.sub, '2031-09-01']);

    const refusals = [
      [await record(office, chapter, member, '2031-09-02'), 400, TRAINING_IN_FUTURE],
      [await record(office, chapter, member, '2021-08-31'), 400, TRAINING_TOO_OLD],
      [await record(office, chapter, member, '2031-02-30'), 400, 'Please choose the training date'],
      [await record(office, chapter, outsider, '2031-08-01'), 404, 'This person is not a member of the chapter'],
      [await record(other.office, chapter, member, '2031-08-01'), 403, expect.any(String)],
      [await record(office, other.chapter, member, '2031-08-01'), 403, expect.any(String)],
    ] as const;
    expect(refusals.map(([res]) => [res.statusCode, res.json.message])).toEqual(refusals.map(([, status, message]) => [status, message]));
    expect((await readTraining(other.office, chapter)).statusCode).toBe(403);
    expect((await trainingOf(office, chapter))['Morgan Monitor']).toBe('2031-09-01');
    expect(await trainingOf(office, chapter)).not.toHaveProperty('Olly Outsider');

    expect((await record(office, chapter, member, null)).json.trainedOn).toBeNull();
    expect((await trainingOf(office, chapter))['Morgan Monitor']).toBeNull();
    expect(await trainingAudit()).toEqual([
      ['CLEAR_MONITOR_TRAINING', office.sub, member.sub, { chapterId: chapter.id, date: null }],
      ['RECORD_MONITOR_TRAINING', office.sub, member.sub, { chapterId: chapter.id, date: '2031-09-01' }],
    ]);
  });

  it("keeps each member's day when two are recorded at once", async () => {
    at('2031-09-01T15:00:00Z');
    const { chapter, office } = await schoolWithOffice('TX');
    const members = await Promise.all(['Ana', 'Ben', 'Cy', 'Di'].map((name) => newUser({ chapterId: chapter.id, fullName: `${name} Member` })));
    const saved = await Promise.all(members.map((m, i) => record(office, chapter, m, `2031-08-0${i + 1}`)));
    expect(saved.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await trainingOf(office, chapter)).toMatchObject({ 'Ana Member': '2031-08-01', 'Ben Member': '2031-08-02', 'Cy Member': '2031-08-03', 'Di Member': '2031-08-04' });
  });

  it("forgets a deleted account's training day and keeps the other members'", async () => {
    at('2031-09-01T15:00:00Z');
    const { chapter, office } = await schoolWithOffice('TX');
    const [leaving, staying] = await Promise.all([newUser({ chapterId: chapter.id, fullName: 'Lee Leaving' }), newUser({ chapterId: chapter.id, fullName: 'Sam Staying' })]);
    for (const m of [leaving, staying]) expect((await record(office, chapter, m, '2031-08-15')).statusCode).toBe(200);

    // The account's records go (account-deletion.ts calls this after signing it out of Cognito).
    await deleteUserPartition(leaving.sub);

    const dates = (await getItem(keys.monitorTraining.item(chapter.id), { consistent: true }))?.dates as Record<string, string>;
    expect(dates).toEqual({ [staying.sub]: '2031-08-15' });
  });
});

describe('naming sober monitors under a training rule', () => {
  /** An alcohol party on 2031-10-18 (one monitor covers its 100 guests) of a school whose training counts `validDays`; three members: trained 23 days before, 38 days before, never. */
  async function partyWithTraining(validDays: number | null) {
    at('2031-09-26T15:00:00Z');
    const { chapter, president, office } = await schoolWithOffice('TX', { monitorTrainingValidDays: validDays, baseMonitors: 1, baseGuests: 100 });
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18', maxAttendees: 100 }), claims: president.claims });
    expect(created.statusCode, created.text).toBe(201);
    const fresh = await newUser({ chapterId: chapter.id, fullName: 'Fran Fresh' });
    const stale = await newUser({ chapterId: chapter.id, fullName: 'Sam Stale' });
    const never = await newUser({ chapterId: chapter.id, fullName: 'Nev Never' });
    expect((await record(office, chapter, fresh, '2031-09-25')).statusCode).toBe(200);
    expect((await record(office, chapter, stale, '2031-09-10')).statusCode).toBe(200);
    const name = (...monitors: TestUser[]) =>
      invoke<SoberMonitorsResponse & ApiErrorBody>('setSoberMonitors', { params: { id: created.json.event.id }, body: { subs: monitors.map((m) => m.sub) }, claims: president.claims });
    return { eventId: created.json.event.id, president, office, chapter, fresh, stale, never, name };
  }

  it('refuses a monitor with expired or missing training, naming them and the dates, and names one with valid training', async () => {
    const { eventId, fresh, stale, never, name } = await partyWithTraining(30);
    const expired = await name(fresh, stale);
    expect([expired.statusCode, expired.json.message]).toEqual([400, "Sam Stale's sober-monitor training on 2031-09-10 is more than 30 days old on the event's date, 2031-10-18"]);
    expect(expired.json.issues).toEqual([{ path: 'subs', message: expired.json.message }]);
    const missing = await name(never);
    expect([missing.statusCode, missing.json.message]).toEqual([400, 'Nev Never has no sober-monitor training on record (required within 30 days of the event on 2031-10-18)']);
    expect((await getPartyEvent(eventId))?.soberMonitors ?? []).toEqual([]);

    const named = await name(fresh);
    expect([named.statusCode, named.json.soberMonitors?.map((m) => m.fullName)]).toEqual([200, ['Fran Fresh']]);
  });

  it("refuses the monitors when the office changed one's training after it was read: the transaction checks it on the table", async () => {
    const { eventId, office, chapter, fresh } = await partyWithTraining(30);
    const event = (await getPartyEvent(eventId))!;
    const monitors = [{ sub: fresh.sub, fullName: 'Fran Fresh', trainedOn: '2031-09-25' }];
    const membership = [membershipCheckOp(chapter.id, fresh.sub, { via: 'profile' })];
    // Read as trained on the 25th; the office clears the day before the write.
    expect((await record(office, chapter, fresh, null)).statusCode).toBe(200);
    expect(await writeSoberMonitors(event, monitors, membership, trainingHeldOp(chapter.id, new Map([[fresh.sub, '2031-09-25']])))).toBe('trainingChanged');
    expect((await getPartyEvent(eventId))?.soberMonitors ?? []).toEqual([]);
    expect((await record(office, chapter, fresh, '2031-09-25')).statusCode).toBe(200);
    expect(await writeSoberMonitors(event, monitors, membership, trainingHeldOp(chapter.id, new Map([[fresh.sub, '2031-09-25']])))).toBe('written');
    expect((await getPartyEvent(eventId))?.soberMonitors).toEqual(monitors);
  });

  it('checks no training when the school sets no training rule', async () => {
    const { stale, never, name } = await partyWithTraining(null);
    const named = await name(stale, never);
    expect([named.statusCode, named.json.soberMonitors?.map((m) => m.fullName)]).toEqual([200, ['Sam Stale', 'Nev Never']]);
  });

  it("shows each named monitor's training: the panel as on record at naming, the packet as on record when it is made", async () => {
    const { eventId, president, office, chapter, stale, never, name } = await partyWithTraining(null);
    expect((await name(stale, never)).statusCode).toBe(200);
    const panel = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(panel.json.soberMonitors.map((m) => [m.fullName, m.trainedOn])).toEqual([['Sam Stale', '2031-09-10'], ['Nev Never', null]]);

    expect((await record(office, chapter, never, '2031-09-20')).statusCode).toBe(200);
    const pdf = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: president.claims });
    expect(pdf.statusCode, pdf.text).toBe(200);
    const text = await pdfText(Buffer.from(pdf.json.contentBase64, 'base64'));
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect([after('Training: Sam Stale'), after('Training: Nev Never')]).toEqual(['Trained 2031-09-10', 'Trained 2031-09-20']);
    expect((await record(office, chapter, stale, null)).statusCode).toBe(200);
    const again = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: president.claims });
    const textAgain = await pdfText(Buffer.from(again.json.contentBase64, 'base64'));
    expect(textAgain[textAgain.indexOf('Training: Sam Stale') + 1]).toBe('No training on record');
  });
});
