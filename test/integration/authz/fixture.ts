/**
 * A small world where every route has a meaningful target for every persona,
 * built through the services and repositories: two real schools, chapters
 * placed at them by the population service's placement, chapter A (the
 * student's school; its president and media manager) and chapter B (another
 * school; the other leader), a Greek-life event, party events of both
 * chapters (free, paid), the student's used ticket of chapter B's event, and
 * a pending leader request. Targets a successful call would use up (an
 * approval, a deletion, a door scan, a payment) are made fresh per call.
 *
 * "Now" is fixed (the handlers read `clock`), so nothing depends on the day
 * the tests run.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterDetail, GreekEvent } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { putChapters } from '../../../functions/domains/catalog/organizations/chapters';
import { completePopulation } from '../../../functions/domains/platform/meta';
import { putNationals } from '../../../functions/domains/catalog/organizations/nationals';
import type { LeaderRequest } from '../../../functions/domains/people/roles/leader-requests';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { createProfile } from '../../../functions/domains/people/profiles';
import type { SchoolRecord } from '../../../functions/domains/catalog/schools/schools';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';

/** A test card the sandbox charges (valid until 2034, well after AUTHZ_NOW). */
export const SUCCESS_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
import { signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { createLeaderRequest } from '../../../functions/leaders/service';
import { createSchool } from '../../../functions/admin/catalog';
import { CATALOG } from '../../../functions/domains/catalog/organizations/catalog';
import { placeChapters } from '../../../functions/domains/catalog/organizations/placement';
import { giveTicket, newEvent } from '../party-events/fixtures';
import { greekEvent, pickSchools, writeGreekEvents, writeSchools } from '../support/fixtures';
import type { PoolIds } from '../../support/cognito';
import { sessionOf } from '../../support/session';
import { createPersonas, type Person, type SignedIn } from './personas';
// Door passes for volunteers
import type { DoorPassRecord } from '../../../functions/domains/ticketing/door/passes';
import { passToken, storedDoorPass } from '../door-pass/fixtures';

/** 17:00 UTC on a Saturday: the same day in every US time zone. */
export const AUTHZ_NOW = new Date('2030-03-02T17:00:00.000Z');
/** A date after AUTHZ_NOW for everything upcoming. */
export const UPCOMING = '2030-03-20';

export interface AuthzFixture {
  /** The local Cognito pool the people live in (they sign in again after "Sign out everywhere"). */
  pool: PoolIds;
  people: Record<SignedIn, Person>;
  schools: { a: SchoolRecord; b: SchoolRecord };
  chapters: { a: ChapterDetail; b: ChapterDetail };
  greekEvent: GreekEvent;
  /** Chapter A's free event: RSVP, save, free tickets, the door, analytics. */
  freeEvent: PartyEvent;
  /** Chapter A's paid events: one to start payments on, one to confirm them. */
  paidEvent: PartyEvent;
  confirmEvent: PartyEvent;
  /** Chapter B's event, where the student holds a used ticket (may review it). */
  reviewedEvent: PartyEvent;
  pendingRequest: LeaderRequest;
  fresh: FreshTargets;
  /** Door passes for volunteers: the seventh persona, a pass of the free event open now, and its token. */
  doorPass: { pass: DoorPassRecord; token: string; window: { validFrom: Date; validUntil: Date } };
}

/** Targets a successful call uses up, made anew for each call. */
export interface FreshTargets {
  /** A pending request for the president role of a new chapter at school A. */
  leaderRequest(): Promise<LeaderRequest>;
  /** A new active event of chapter A. */
  event(): Promise<PartyEvent>;
  /** The QR code of a new, unused ticket of `event` held by a new person. */
  ticketCode(event: PartyEvent): Promise<string>;
  /** A sandbox payment intent of the student for `event`, charged or still to be paid. */
  studentIntent(event: PartyEvent, charged: boolean): Promise<string>;
}

async function newApplicant(school: SchoolRecord): Promise<{ sub: string; fullName: string }> {
  const sub = randomUUID();
  const fullName = `Applicant ${sub.slice(0, 4)}`;
  await createProfile({ sub, email: `${sub.slice(0, 8)}@authz.example.edu`, fullName, createdAt: AUTHZ_NOW.toISOString(), schoolId: school.id });
  return { sub, fullName };
}

function freshTargets(schoolA: SchoolRecord, chapterA: ChapterDetail, student: Person): FreshTargets {
  const gateway = new SandboxGateway();
  return {
    async leaderRequest() {
      const chapter: ChapterDetail = { ...chapterA, id: randomUUID(), name: `Colony ${randomUUID().slice(0, 4)}` };
      await putChapters([chapter]);
      const applicant = await newApplicant(schoolA);
      return (await createLeaderRequest(sessionOf(applicant.sub), { chapterId: chapter.id, role: 'president' }, AUTHZ_NOW)).request;
    },
    event: () => newEvent(chapterA, UPCOMING, '20:00', { priceCents: 0 }),
    async ticketCode(event) {
      const holder = await newApplicant(schoolA);
      const ticket = await giveTicket({ ...holder, email: '', claims: {} }, event, { purchasedAt: AUTHZ_NOW.toISOString() });
      return signTicketCode(ticket.id, event.id);
    },
    async studentIntent(event, charged) {
      const intent = await gateway.createIntent({ amountCents: event.priceCents, currency: 'usd', metadata: { eventId: event.id, sub: student.sub } });
      if (charged) await gateway.charge(intent.id, sessionOf(student.sub), SUCCESS_CARD, AUTHZ_NOW);
      return intent.id;
    },
  };
}

/**
 * Two chapters of different schools as the population service places them,
 * stored with their nationals only (a small table keeps the after-every-call
 * reads fast), and the population marked done so POST /organizations/populate
 * finds nothing to do.
 */
async function placedChapters(a: SchoolRecord, b: SchoolRecord): Promise<{ a: ChapterDetail; b: ChapterDetail }> {
  const { nationals, chapters } = placeChapters([a, b], CATALOG);
  const chapterA = chapters.find((c) => c.schoolId === a.id && c.type === 'sorority');
  const chapterB = chapters.find((c) => c.schoolId === b.id && c.type === 'fraternity');
  if (!chapterA || !chapterB) throw new Error('the placement gave a fixture school no chapter of a type');
  await putNationals(nationals.filter((n) => n.key === chapterA.nationalKey || n.key === chapterB.nationalKey));
  await putChapters([chapterA, chapterB]);
  await completePopulation({ organizations: 2, chapters: 2, schools: 2, completedAt: AUTHZ_NOW.toISOString() });
  return { a: chapterA, b: chapterB };
}

/** Builds the world in the current table, with users in `pool`, and fixes the handlers' clock. */
export async function buildAuthzFixture(pool: PoolIds): Promise<AuthzFixture> {
  clock.now = () => AUTHZ_NOW;
  const [a, b] = pickSchools('University of Alabama', 'Arizona State University') as [SchoolRecord, SchoolRecord];
  await writeSchools([a, b]);
  const chapters = await placedChapters(a, b);
  const people = await createPersonas(pool, { a, b }, chapters, AUTHZ_NOW);
  const greek = greekEvent(a, UPCOMING, '18:00');
  await writeGreekEvents([greek]);
  const [freeEvent, paidEvent, confirmEvent, reviewedEvent] = await Promise.all([
    newEvent(chapters.a, UPCOMING, '21:00', { priceCents: 0, title: 'Spring Social' }),
    newEvent(chapters.a, UPCOMING, '22:00', { priceCents: 1500, title: 'Formal' }),
    newEvent(chapters.a, UPCOMING, '23:00', { priceCents: 2500, title: 'Gala' }),
    newEvent(chapters.b, '2030-02-20', '21:00', { priceCents: 0, title: 'Winter Mixer' }),
  ]);
  await giveTicket({ ...people.student, claims: {} }, reviewedEvent, { used: true, purchasedAt: '2030-02-19T12:00:00.000Z' });
  const applicant = await newApplicant(b);
  const { request: pendingRequest } = await createLeaderRequest(sessionOf(applicant.sub), { chapterId: chapters.b.id, role: 'media_manager' }, AUTHZ_NOW);
  return {
    pool,
    people,
    schools: { a, b },
    chapters,
    greekEvent: greek,
    freeEvent,
    paidEvent,
    confirmEvent,
    reviewedEvent,
    pendingRequest,
    fresh: freshTargets(a, chapters.a, people.student),
    doorPass: await doorPassPersona(freeEvent),
  };
}

/** Door passes for volunteers: a pass of `event` open around AUTHZ_NOW, with the token its PIN gives. */
async function doorPassPersona(event: PartyEvent): Promise<AuthzFixture['doorPass']> {
  const window = { validFrom: new Date(AUTHZ_NOW.getTime() - 3_600_000), validUntil: new Date(AUTHZ_NOW.getTime() + 30 * 86_400_000) };
  const pass = await storedDoorPass(event, window);
  return { pass, token: passToken(pass, AUTHZ_NOW), window };
}

// Admin tabs and /manage-roles
/** A new chapter at school A and a new person (a profile, no organization) to give its roles to. */
export async function freshChapterAndPerson(fx: AuthzFixture): Promise<{ chapter: ChapterDetail; person: { sub: string } }> {
  const chapter: ChapterDetail = { ...fx.chapters.a, id: randomUUID(), name: `Colony ${randomUUID().slice(0, 4)}` };
  await putChapters([chapter]);
  return { chapter, person: await freshPerson(fx) };
}

/** A new person with a profile at school A (no Cognito user: the API's deletion takes that as already gone). */
export function freshPerson(fx: AuthzFixture): Promise<{ sub: string }> {
  return newApplicant(fx.schools.a);
}

/** A new school nothing refers to. */
export async function freshSchool(): Promise<SchoolRecord> {
  // Added as the admin's Schools tab adds one (tracked from its creation: references.ts).
  const { school } = await createSchool(randomUUID(), { name: `Fresh College ${randomUUID().slice(0, 4)}`, city: 'Tempe', state: 'AZ' }, AUTHZ_NOW);
  return { ...school, emailDomains: [] };
}
