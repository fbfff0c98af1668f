/**
 * Party paperwork (issue 13): an event's sober monitors (on the event item)
 * and the last registration packet mailed to the Greek-life office
 * (`PK=EVENT#<id> SK=PACKETMAIL`). A mail is claimed by a conditional write
 * on the sequence before it is sent, so two sweeps never send the same
 * packet twice.
 */
import type { PacketMail, SoberMonitor } from '../../../shared/api/party-packet-types';
import { keys } from './keys';
import { PARTY_EVENT_ENTITY, toPartyEvent, type PartyEvent } from './party-events';
import { chapterRoleKeys, rolesIn, type RoleRecord } from './roles';
import { batchGetConsistent, getItem, queryAll, stripKeys, transactWrite, updateReturning } from './table';
import { hasHolder, HOLDER_ENTITY, toRecord, type HeldTicket } from './tickets';
import { isConditionFailure } from './write-failure';

/** Replaces the event's sober monitors; the event as it is now, undefined when it is gone. */
export async function setSoberMonitors(eventId: string, monitors: SoberMonitor[]): Promise<PartyEvent | undefined> {
  // The paperwork answered after naming them is made from the event returned, not from a second read.
  const event = await updateReturning({
    Key: keys.partyEvent.item(eventId),
    UpdateExpression: 'SET soberMonitors = :monitors',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':monitors': monitors },
  });
  return event && toPartyEvent(event);
}

export interface PacketMailRecord extends PacketMail {
  eventId: string;
}

/** The last packet mailed for the event; undefined before the first. */
export async function getPacketMail(eventId: string): Promise<PacketMailRecord | undefined> {
  const item = await getItem(keys.packetMail.item(eventId), { consistent: true });
  return item ? stripKeys<PacketMailRecord>(item) : undefined;
}

/**
 * The event, its last mail and the roles of `chapterIds` in ONE strongly
 * consistent BatchGet. `chapterIds` are the caller's own chapters (their
 * standing's): the event's is among them, or they may not see its
 * paperwork — so its roles (the president the packet names, the role
 * holders who are members) come with the event; `roles` is undefined when
 * its chapter was not among them.
 */
export async function readEventForPaperwork(
  eventId: string,
  chapterIds: readonly string[],
): Promise<{ event: PartyEvent | undefined; mailed: PacketMailRecord | undefined; roles: RoleRecord[] | undefined }> {
  const ids = [...new Set(chapterIds)];
  const roleKeys = ids.map(chapterRoleKeys);
  const [event, mailed, ...roleItems] = await batchGetConsistent([keys.partyEvent.item(eventId), keys.packetMail.item(eventId), ...roleKeys.flat()]);
  const found = event ? toPartyEvent(event) : undefined;
  const at = found ? ids.indexOf(found.chapterId) : -1;
  const start = roleKeys.slice(0, at).reduce((n, k) => n + k.length, 0);
  return {
    event: found,
    mailed: mailed ? stripKeys<PacketMailRecord>(mailed) : undefined,
    roles: at < 0 ? undefined : rolesIn(roleItems.slice(start, start + roleKeys[at]!.length)),
  };
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
export async function readEventWithHolders(eventId: string): Promise<{ event: PartyEvent | undefined; holders: HeldTicket[]; mailed: PacketMailRecord | undefined }> {
  const range = keys.packetMail.withEventAndHolders(eventId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
    FilterExpression: 'entity IN (:event, :holder, :mail)',
    ExpressionAttributeValues: { ':pk': range.pk, ':first': range.from, ':last': range.to, ':event': PARTY_EVENT_ENTITY, ':holder': HOLDER_ENTITY, ':mail': PACKET_MAIL_ENTITY },
    ConsistentRead: true,
  });
  const event = items.find((item) => item.entity === PARTY_EVENT_ENTITY);
  const mailed = items.find((item) => item.entity === PACKET_MAIL_ENTITY);
  const holders = items
    .filter((item) => item.entity === HOLDER_ENTITY)
    .map(toRecord)
    .filter(hasHolder)
    .sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt) || a.id.localeCompare(b.id));
  return { event: event ? toPartyEvent(event) : undefined, holders, mailed: mailed ? stripKeys<PacketMailRecord>(mailed) : undefined };
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
