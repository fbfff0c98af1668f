/**
 * Party paperwork (issue 13): an event's sober monitors (on the event item)
 * and the last registration packet mailed to the Greek-life office
 * (`PK=EVENT#<id> SK=PACKETMAIL`). A mail is claimed by a conditional write
 * on the sequence before it is sent, so two sweeps never send the same
 * packet twice.
 */
import type { PacketMail, SoberMonitor } from '../../../shared/api/party-packet-types';
import { keys } from './keys';
import { toPartyEvent, type PartyEvent } from './party-events';
import { chapterRoleKeys, rolesIn, type RoleRecord } from './roles';
import { batchGetConsistent, getItem, stripKeys, transactWrite, updateReturning } from './table';
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
          Item: { ...keys.packetMail.item(next.eventId), entity: 'packetMail', ...next },
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
  await transactWrite([previous ? { Put: { Item: { ...key, entity: 'packetMail', ...previous }, ...mine } } : { Delete: { Key: key, ...mine } }]);
}
