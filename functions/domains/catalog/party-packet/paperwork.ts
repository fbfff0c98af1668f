/**
 * Party paperwork: an event's sober monitors (on the event item)
 * and the last registration packet mailed to the Greek-life office
 * (`PK=EVENT#<id> SK=PACKETMAIL`). A mail is claimed by a conditional write
 * on the sequence before it is sent, so two sweeps never send the same
 * packet twice.
 */
import type { PacketMail, SoberMonitor } from '../../../../shared/api/party-packet-types';
import { doorHistoryOf, type EventDoorHistory } from '../../ticketing/door/headcount';
import { CANCELLATION_JOB_ENTITY } from '../../ticketing/event-cancellation/cancelled-events';
import { keys, type RangeQuery } from '../../keys';
import { PARTY_EVENT_ENTITY, toPartyEvent, toPartyEventWithSeats, type PartyEvent } from '../party-events/party-events';
import { SEAT_SHARD_ENTITY } from '../../ticketing/issuance/seat-shards';
import { isProfileItem, toProfile, type Profile } from '../../people/profiles';
import { chapterRoleKeys, isChapterRoleItem, rolesIn, type RoleRecord } from '../../people/roles/roles';
import { MONITOR_TRAINING_ENTITY, trainingDatesOf } from '../../people/monitor-training';
import { batchGetConsistent, getItem, queryAll, stripKeys, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { hasHolder, HOLDER_ENTITY, toRecord, type HeldTicket } from '../../ticketing/tickets';
import { isConditionFailure, writeFailure } from '../../../lib/db/write-failure';

/**
 * The event, the roles of `chapterIds` and the profiles of `subs` in ONE
 * strongly consistent BatchGet. `chapterIds` are the caller's own chapters
 * (their standing's): the event's is among them, or they may not name its
 * monitors — so its roles come with the event, and each monitor is checked a
 * member of it (their profile names it, or they hold one of its roles) from
 * what this read, without the member index. The same read brings each
 * chapter's sober-monitor training record (one key per chapter), for a
 * school that rules how long training counts.
 */
export async function readEventForMonitors(
  eventId: string,
  chapterIds: readonly string[],
  subs: readonly string[],
): Promise<{ event: PartyEvent | undefined; roles: RoleRecord[]; profiles: Map<string, Profile>; training: Map<string, string> }> {
  const ids = [...new Set(chapterIds)];
  const [event, ...rest] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    ...ids.flatMap(chapterRoleKeys),
    ...subs.map(keys.profile.item),
    ...ids.map(keys.monitorTraining.item),
  ]);
  const profiles = rest.filter((item): item is Item => item !== undefined && isProfileItem(item)).map(toProfile);
  const eventChapter = event ? (event.chapterId as string) : undefined;
  return {
    event: event ? toPartyEvent(event) : undefined,
    training: trainingDatesOf(rest.find((item) => item?.entity === MONITOR_TRAINING_ENTITY && item.chapterId === eventChapter)),
    roles: rolesIn(rest.filter((item) => item !== undefined && isChapterRoleItem(item))),
    profiles: new Map(profiles.map((p) => [p.sub, p])),
  };
}

/**
 * Replaces the event's sober monitors in ONE transaction with `checks` (each
 * monitor's membership, chapter-members.ts `membershipCheckOp`), only while
 * the event is still the chapter's: `gone` when it is not, `notMember` when a
 * monitor stopped being a member since it was read. Under a training rule,
 * `training` checks the monitors' training days are still those read
 * (monitor-training.ts `trainingHeldOp`): `trainingChanged` when not.
 */
export async function writeSoberMonitors(
  event: Pick<PartyEvent, 'id' | 'chapterId'>,
  monitors: SoberMonitor[],
  checks: TransactOp[],
  training?: TransactOp,
): Promise<'written' | 'gone' | 'notMember' | 'trainingChanged'> {
  try {
    await transactWrite([
      {
        Update: {
          Key: keys.partyEvent.item(event.id),
          UpdateExpression: 'SET soberMonitors = :monitors',
          ConditionExpression: 'attribute_exists(PK) AND chapterId = :chapter',
          ExpressionAttributeValues: { ':monitors': monitors, ':chapter': event.chapterId },
        },
      },
      ...(training ? [training] : []),
      ...checks,
    ]);
    return 'written';
  } catch (error) {
    const failure = writeFailure(error, training ? ['event', 'training'] : ['event']);
    if (!failure?.conditionFailed) throw error;
    if (failure.failed.has('event')) return 'gone';
    return failure.failed.has('training') ? 'trainingChanged' : 'notMember';
  }
}

export interface PacketMailRecord extends PacketMail {
  eventId: string;
}

/** The last packet mailed for the event; undefined before the first. */
export async function getPacketMail(eventId: string): Promise<PacketMailRecord | undefined> {
  const item = await getItem(keys.packetMail.item(eventId), { consistent: true });
  return item ? stripKeys<PacketMailRecord>(item) : undefined;
}

const PACKET_MAIL_ENTITY = 'packetMail';

/**
 * The event, the holders of its tickets and its last mail: ONE strongly
 * consistent Query of the event's partition (`keys.packetMail.withEventAndHolders`;
 * the waitlist's offer holds between them are filtered out). A holder guard
 * is a copy of a valid or used ticket (issuance writes it, the door updates
 * it; cancelling, giving the ticket to a friend and deleting the account
 * delete it), so the holders are exactly the guests — in purchase order, as
 * the event's tickets index lists them.
 */
export async function readEventWithHolders(eventId: string): Promise<EventWithHolders> {
  return paperworkOf(await queryPaperwork(keys.packetMail.withEventAndHolders(eventId), PAPERWORK_ENTITIES));
}

/**
 * Analytics with its paperwork panel (one screen, one request): the event, its door's
 * history (door-headcount.ts `readEventDoorHistory`) and the holders and
 * last mail of `readEventWithHolders` in ONE strongly consistent Query, the
 * two ranges joined (`keys.packetMail.withDoorEventAndHolders`). The door's
 * count and quarters carry no entity; the offline scan log, the monitors'
 * check-ins and the offer holds sorting between are left out by the filter,
 * so the answer stays small at a big party.
 */
export async function readEventDoorHistoryWithHolders(eventId: string): Promise<EventDoorHistory & EventWithHolders> {
  // The door's count and quarters carry no entity.
  const items = await queryPaperwork(keys.packetMail.withDoorEventAndHolders(eventId), [...PAPERWORK_ENTITIES, CANCELLATION_JOB_ENTITY], { orNoEntity: true });
  return { ...doorHistoryOf(eventId, items), ...paperworkOf(items) };
}

// The event's seat shards come with it: its sales count theirs (seat-shards.ts).
const PAPERWORK_ENTITIES = [PARTY_EVENT_ENTITY, SEAT_SHARD_ENTITY, HOLDER_ENTITY, PACKET_MAIL_ENTITY];

/** One strongly consistent Query of `range` of the event's partition, only the items of `entities` (and, `orNoEntity`, those with none). */
function queryPaperwork(range: RangeQuery, entities: string[], { orNoEntity = false } = {}): Promise<Item[]> {
  const names = entities.map((_, i) => `:e${i}`);
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
    FilterExpression: `${orNoEntity ? 'attribute_not_exists(entity) OR ' : ''}entity IN (${names.join(', ')})`,
    ExpressionAttributeValues: { ':pk': range.pk, ':first': range.from, ':last': range.to, ...Object.fromEntries(entities.map((e, i) => [names[i], e])) },
    ConsistentRead: true,
  });
}

export interface EventWithHolders {
  event: PartyEvent | undefined;
  holders: HeldTicket[];
  mailed: PacketMailRecord | undefined;
}

/** The event, its holders (in purchase order) and its last mail among `items` of its partition. */
function paperworkOf(items: Item[]): EventWithHolders {
  const event = items.find((item) => item.entity === PARTY_EVENT_ENTITY);
  const mailed = items.find((item) => item.entity === PACKET_MAIL_ENTITY);
  const holders = items
    .filter((item) => item.entity === HOLDER_ENTITY)
    .map(toRecord)
    .filter(hasHolder)
    .sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt) || a.id.localeCompare(b.id));
  return { event: event ? toPartyEventWithSeats(event, items) : undefined, holders, mailed: mailed ? stripKeys<PacketMailRecord>(mailed) : undefined };
}

/**
 * Claims the next mail of the event: true when `next` is recorded and the
 * previous one was still `previous` (none for the first); false when another
 * sweep got there first.
 */
export async function claimPacketMail(next: PacketMailRecord, previous: PacketMailRecord | undefined): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          Item: { ...keys.packetMail.item(next.eventId), entity: PACKET_MAIL_ENTITY, ...next },
          ...(previous
            ? { ConditionExpression: '#sequence = :previous', ExpressionAttributeNames: { '#sequence': 'sequence' }, ExpressionAttributeValues: { ':previous': previous.sequence } }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after its mail failed (the next sweep tries again). */
export async function releasePacketMail(claimed: PacketMailRecord, previous: PacketMailRecord | undefined): Promise<void> {
  const key = keys.packetMail.item(claimed.eventId);
  const mine = { ConditionExpression: '#sequence = :claimed', ExpressionAttributeNames: { '#sequence': 'sequence' }, ExpressionAttributeValues: { ':claimed': claimed.sequence } };
  await transactWrite([previous ? { Put: { Item: { ...key, entity: PACKET_MAIL_ENTITY, ...previous }, ...mine } } : { Delete: { Key: key, ...mine } }]);
}
