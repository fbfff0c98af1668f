/**
 * What the registration packet says, read once and shared by the
 * PDF, the CSV and the office mail: the event, its host chapter, the
 * president and the officer in charge with their contacts, the sober
 * monitors, expected guests against capacity and the monitor ratio, and the
 * guest list — each guest's name and 21+ flag on the event's day, never a
 * date of birth. Its version is a digest of everything but the time it was
 * made: the same facts give the same version, any change a new one.
 */
import { createHash } from 'node:crypto';
import { ageBandAtEvent } from '../../../../shared/age';
import type { SoberMonitor } from '../../../../shared/api/party-packet-types';
import { paperworkWarnings } from '../../../../shared/paperwork-panel';
import { guestListFreezesAt, guestsCoveredBy, ratioOf, registrationDueAt, rulesOf, type SchoolRules } from '../../../../shared/school-rules';
import type { PartyEvent } from '../party-events/party-events';
import type { VendorSummary } from '../../../../shared/api/vendor-types';
import { packetVendors } from './packet-vendors';
import { getProfile, type Profile } from '../../people/profiles';
import { readChapterRolesAndProfiles, type RoleContact, type RoleRecord } from '../../people/roles/roles';
import { hasHolder, type TicketRecord } from '../../ticketing/tickets';
import { trainingDatesOf, type TrainingDates } from '../../people/monitor-training';
import { keys } from '../../keys';

export type GuestAgeFlag = '21+' | 'Under 21' | 'Not given';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

export interface PacketGuest {
  name: string;
  over21: GuestAgeFlag;
}

export interface PacketContent {
  event: Pick<PartyEvent, 'id' | 'title' | 'date' | 'time' | 'location' | 'schoolName' | 'state' | 'maxAttendees' | 'alcoholAllowed' | 'organizationName' | 'letters'>;
  rules: SchoolRules;
  registrationDueAt: string;
  guestListFreezesAt: string | null;
  lateRegistration: boolean;
  president: Contact | null;
  officerInCharge: Contact | null;
  soberMonitors: SoberMonitor[];
  expectedGuests: number;
  /** Guests the named monitors cover at the office's ratio. */
  monitorCapacity: number;
  guests: PacketGuest[];
  warnings: string[];
  /** Third-party vendors and whether each one's certificate of insurance is in; absent when the event declared none. */
  vendors?: VendorSummary[];
}

export interface Packet extends PacketContent {
  version: string;
  generatedAt: string;
}

/** How the guest list answers "21+?" in the PDF and the CSV. */
export const OVER_21_ANSWER = { '21+': 'Yes', 'Under 21': 'No', 'Not given': 'Not given' } as const satisfies Record<GuestAgeFlag, string>;

const AGE_FLAG = { '21+': '21+', under21: 'Under 21', unknown: 'Not given' } as const satisfies Record<string, GuestAgeFlag>;

const contactOf = (p: RoleContact | undefined): Contact | null => (p ? { name: p.fullName, email: p.email ?? '', phone: p.phone ?? '' } : null);

/** What the packet is made of besides the event: its tickets and the chapter's president. */
export interface PacketSources {
  tickets: TicketRecord[];
  president: RoleRecord | undefined;
  /** The chapter's sober-monitor training record as read now; absent, the monitors show theirs as of naming. */
  training?: TrainingDates;
}

// Only a valid or used ticket is a guest: a cancelled one is not, nor one given to a friend (the friend's is); a used
// ticket kept after its holder deleted the account names no one. The same tickets keep a holder guard (party-packet.ts).
const heldTickets = (tickets: TicketRecord[]) => tickets.filter((t) => t.status === 'valid' || t.status === 'used').filter(hasHolder);

/** The president's contact: copied on their role row (roles.ts), else from their profile in `people`. */
const presidentContact = (president: RoleRecord | undefined, people: ReadonlyMap<string, Profile>) => contactOf(president && (president.contact ?? people.get(president.sub)));

/** The packet's facts, from the event, its sources and `people` (the profiles of its guests and officer in charge, and of a president whose role row has no contact). */
export function packetContentFrom(event: PartyEvent, { tickets, president, training }: PacketSources, people: ReadonlyMap<string, Profile>): PacketContent {
  const rules = rulesOf(event.officeRules);
  const soberMonitors = (event.soberMonitors ?? []).map((m) => (training ? { ...m, trainedOn: training.get(m.sub) ?? null } : m));
  const guests = heldTickets(tickets)
    .map((t) => {
      const profile = people.get(t.sub);
      return { name: profile?.fullName || t.holderName || 'Guest', over21: AGE_FLAG[ageBandAtEvent(profile?.dateOfBirth, event)] };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const { id, title, date, time, location, schoolName, state, maxAttendees, alcoholAllowed, organizationName, letters } = event;
  const content = {
    event: { id, title, date, time, location, schoolName, state, maxAttendees, alcoholAllowed, organizationName, letters },
    rules,
    registrationDueAt: registrationDueAt(event, rules).toISOString(),
    guestListFreezesAt: guestListFreezesAt(event, event.officeRules)?.toISOString() ?? null,
    lateRegistration: event.lateRegistration === true,
    president: presidentContact(president, people),
    officerInCharge: contactOf(people.get(event.createdBy)),
    soberMonitors,
    expectedGuests: guests.length,
    monitorCapacity: guestsCoveredBy(rules, soberMonitors.length),
    guests,
    ...packetVendors(event),
  };
  const warnings = paperworkWarnings({
    alcoholAllowed,
    soberMonitors: soberMonitors.length,
    expectedGuests: content.expectedGuests,
    ratio: ratioOf(rules),
    lateRegistration: content.lateRegistration,
  });
  return { ...content, warnings };
}

/**
 * The packet's facts, from the event and its ticket holders (read together,
 * party-packet.ts `readEventWithHolders`): the chapter's roles with the
 * profiles of the guests (their names, and the dates of birth the 21+ flag
 * is worked out from, which change), of the officer in charge and the
 * chapter's sober-monitor training record, in one BatchGet (100 keys to a read). The president is named from their role
 * row's contact; a row written before it was kept costs a GetItem of their
 * profile, unless it was among those read.
 */
export async function readPacketContent(event: PartyEvent, holders: TicketRecord[]): Promise<PacketContent> {
  const guests = heldTickets(holders);
  const { roles, profiles, alongside } = await readChapterRolesAndProfiles(event.chapterId, [...guests.map((t) => t.sub), event.createdBy], [keys.monitorTraining.item(event.chapterId)]);
  const president = roles.find((r) => r.role === 'president');
  if (president && !president.contact && !profiles.has(president.sub)) {
    const profile = await getProfile(president.sub);
    if (profile) profiles.set(profile.sub, profile);
  }
  return packetContentFrom(event, { tickets: guests, president, training: trainingDatesOf(alongside[0]) }, profiles);
}

/** The packet as made at `now`, versioned by its content. */
export function versioned(content: PacketContent, now: Date): Packet {
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 8);
  return { ...content, version, generatedAt: now.toISOString() };
}
