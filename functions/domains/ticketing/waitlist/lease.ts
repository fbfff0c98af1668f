/**
 * One offer round at a time per event: `EVENT#<id> / WAITLIST`
 * counts the rounds asked for (`requests`) and names the round running
 * (`owner`, until `leaseUntil`). Every freed seat asks for a round; only the
 * lease holder runs it, and it lets go only when no round was asked for
 * since it began — otherwise it runs again — so no freed seat is left
 * unoffered and 100 cancellations do not run 100 competing rounds. Offers
 * stay correct without the lease (every write is guarded); it only saves
 * the work. A holder that crashed leaves its lease due on GSI1
 * `WAITLIST_LEASES`, where the scheduled sweep finds it; one out of its
 * request's time hands it over due at once (`handOverRound`), and a function
 * that cannot run a round (no ticket key) asks for one due at once
 * (`leaveRoundDue`).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lib/clients/dynamodb';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { getItem, INDEX, queryRange, tableName } from '../../../lib/db/table';
import { isConditionFailure } from '../../../lib/db/write-failure';

/** How long a round may run before another caller may take over (longer than any Lambda's timeout). */
export const LEASE_MS = 60_000;

/** Every freed seat asks for one more round. */
const ONE_REQUEST = { field: 'requests', delta: 1 };

const update = (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) =>
  dynamo().send(new UpdateCommand({ TableName: tableName(), ...input }));

/**
 * Asks for a round of `eventId` and takes the lease when it is free: the
 * requests count the round starts from, or undefined when another caller
 * holds the lease (it will run the round asked for).
 */
export async function requestRound(eventId: string, owner: string, now: Date): Promise<number | undefined> {
  const key = keys.waitlist.lease(eventId);
  await update(counterUpdateOp(key, [ONE_REQUEST], undefined, { createsItem: true }).op.Update!);
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  try {
    const res = await update({
      Key: key,
      UpdateExpression: 'SET #owner = :owner, leaseUntil = :until, eventId = :eventId, GSI1PK = :gpk, GSI1SK = :gsk',
      ConditionExpression: 'attribute_not_exists(#owner) OR leaseUntil < :now',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner, ':until': leaseUntil, ':eventId': eventId, ':now': now.toISOString(), ...gsi(keys.waitlist.leaseByExpiry(eventId, leaseUntil)) },
      ReturnValues: 'ALL_NEW',
    });
    return Number(res.Attributes?.requests ?? 0);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const gsi = (k: { GSI1PK: string; GSI1SK: string }) => ({ ':gpk': k.GSI1PK, ':gsk': k.GSI1SK });

/**
 * Lets go of the lease when no round was asked for since `seen`; otherwise
 * answers the requests count to run the next round from. Undefined: let go
 * (or the lease was lost to a taker after it expired: theirs to run).
 */
export async function releaseRound(eventId: string, owner: string, seen: number): Promise<number | undefined> {
  const key = keys.waitlist.lease(eventId);
  try {
    await update({
      Key: key,
      UpdateExpression: 'REMOVE #owner, leaseUntil, GSI1PK, GSI1SK',
      ConditionExpression: '#owner = :owner AND requests = :seen',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner, ':seen': seen },
    });
    return undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const lease = await getItem(key, { consistent: true });
  return lease?.owner === owner ? Number(lease.requests ?? 0) : undefined;
}

/**
 * Keeps the round asked for but gives up running it: the lease is made due
 * at once (`leaseUntil` just before `now`), so the next caller takes it over
 * and the scheduled sweep finds it. Nothing when the lease is no longer
 * `owner`'s.
 */
export async function handOverRound(eventId: string, owner: string, now: Date): Promise<void> {
  const due = new Date(now.getTime() - 1).toISOString();
  try {
    await update({
      Key: keys.waitlist.lease(eventId),
      UpdateExpression: 'SET leaseUntil = :due, GSI1SK = :gsk',
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner, ':due': due, ':gsk': keys.waitlist.leaseByExpiry(eventId, due).GSI1SK },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Attempts of `leaveRoundDue` when the running round keeps letting go and being taken between its writes. */
const LEAVE_DUE_ATTEMPTS = 5;

/**
 * Asks for a round of `eventId` that the caller will not run, in one write
 * when no round is running: counted like any request, with the lease made
 * due at once (`leaseUntil` just before `now`), so the next caller that runs
 * rounds takes it over and the scheduled sweep finds it
 * (`eventsWithStaleLease`). While a round runs it is only counted: that
 * round sees the request and runs again before it lets go.
 */
export async function leaveRoundDue(eventId: string, now: Date): Promise<void> {
  const key = keys.waitlist.lease(eventId);
  const due = new Date(now.getTime() - 1).toISOString();
  const names = { '#owner': 'owner' };
  for (let attempt = 0; attempt < LEAVE_DUE_ATTEMPTS; attempt++) {
    try {
      const noRoundRunning = { expression: '(attribute_not_exists(#owner) OR leaseUntil < :now)', names, values: { ':now': now.toISOString() } };
      const dueNow = { leaseUntil: due, eventId, ...keys.waitlist.leaseByExpiry(eventId, due) };
      await update(counterUpdateOp(key, [ONE_REQUEST], noRoundRunning, { set: dueNow, createsItem: true }).op.Update!);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await update(counterUpdateOp(key, [ONE_REQUEST], { expression: 'attribute_exists(#owner) AND leaseUntil >= :now', names, values: { ':now': now.toISOString() } }).op.Update!);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // The round let go between the two writes: ask again.
  }
  throw new Error(`The offer round of ${eventId} kept changing hands; not left due`);
}

/** Events whose round's lease is due without being let go (its runner crashed, ran out of time, or could not run it): the sweep runs them. */
export async function eventsWithStaleLease(now: string): Promise<string[]> {
  const due = await queryRange(INDEX.GSI1, keys.waitlist.leasesDueBy(now));
  return due.map((item) => String(item.eventId));
}
