/**
 * The chapter's sober-monitor training record: ONE item per chapter
 * (`keys.monitorTraining`) holding a map of member sub → training day
 * (`yyyy-MM-dd`), written by the Greek-life office. One item rather than one
 * per member because naming the monitors is the read that counts: the map
 * is one more key in the strongly consistent BatchGet naming already makes
 * (party-packet/paperwork.ts `readEventForMonitors`), and the item sits on the
 * chapter's member index so the office's list and the paperwork panel get it
 * with the members in their one Query. A member's entry is set or removed
 * alone (`SET dates.#sub`), so two writes for two members never lose one
 * another.
 */
import type { ChapterDetail } from '../../../shared/api/catalog-types';
import { keys } from '../keys';
import type { Profile } from './profiles';
import { chapterRoleKeys, readChapterAndProfiles, rolesIn, type RoleRecord } from './roles/roles';
import { transactWrite, updateItem, type Item, type TransactOp } from '../../lib/db/table';
import { writeFailure } from '../../lib/db/write-failure';

export const MONITOR_TRAINING_ENTITY = 'monitorTraining';

/** Member sub → the day their training was recorded. */
export type TrainingDates = ReadonlyMap<string, string>;

/** The training days the chapter's item holds (none when it has no item). */
export function trainingDatesOf(item: Item | undefined): Map<string, string> {
  const dates = item?.entity === MONITOR_TRAINING_ENTITY ? (item.dates as Record<string, string> | undefined) : undefined;
  return new Map(Object.entries(dates ?? {}));
}

/** The training days among items read from the chapter's member index. */
export function trainingIn(items: readonly Item[]): Map<string, string> {
  return trainingDatesOf(items.find((item) => item.entity === MONITOR_TRAINING_ENTITY));
}

/**
 * What recording one member's training is checked against, in ONE strongly
 * consistent BatchGet: the chapter (its school), the person's profile and the
 * chapter's roles (their membership), and whether the chapter's training
 * item exists yet (`writeTrainingDate` updates it or puts the first).
 */
export async function readTrainingTarget(
  chapterId: string,
  sub: string,
): Promise<{ chapter: ChapterDetail | undefined; profile: Profile | undefined; roles: RoleRecord[]; recorded: boolean }> {
  const { chapter, profiles, alongside } = await readChapterAndProfiles(chapterId, [sub], [keys.monitorTraining.item(chapterId), ...chapterRoleKeys(chapterId)]);
  const [training, ...roles] = alongside;
  return { chapter, profile: profiles.get(sub), roles: rolesIn(roles), recorded: training !== undefined };
}

/**
 * A transaction check that each of `trainedOn`'s members still has the day
 * read: naming monitors under a training rule holds only while the office
 * has not changed their record since (a day cleared or moved meanwhile).
 */
export function trainingHeldOp(chapterId: string, trainedOn: ReadonlyMap<string, string>): TransactOp {
  const entries = [...trainedOn];
  return {
    ConditionCheck: {
      Key: keys.monitorTraining.item(chapterId),
      ConditionExpression: entries.map((_, i) => `#dates.#m${i} = :d${i}`).join(' AND '),
      ExpressionAttributeNames: { '#dates': 'dates', ...Object.fromEntries(entries.map(([sub], i) => [`#m${i}`, sub])) },
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, day], i) => [`:d${i}`, day])),
    },
  };
}

const WRITE_ROUNDS = 3;

/**
 * Sets (or with null removes) one member's training day, in ONE transaction
 * with `checks` (the membership still holding, the audit entry). The map is
 * updated in place while the item exists; the chapter's first record puts
 * the item, only while there is none — losing that race to another first
 * record, it updates the item that one made. `existed`: whether the item
 * was there when read (read alongside, so the first try is the right one).
 * False when a check refused it.
 */
export async function writeTrainingDate(chapterId: string, sub: string, date: string | null, existed: boolean, checks: TransactOp[]): Promise<boolean> {
  const key = keys.monitorTraining.item(chapterId);
  const update: TransactOp = {
    Update: {
      Key: key,
      UpdateExpression: date ? 'SET #dates.#sub = :date' : 'REMOVE #dates.#sub',
      ConditionExpression: 'attribute_exists(#dates)',
      ExpressionAttributeNames: { '#dates': 'dates', '#sub': sub },
      ...(date ? { ExpressionAttributeValues: { ':date': date } } : {}),
    },
  };
  const first: TransactOp = {
    Put: {
      Item: { ...key, ...keys.monitorTraining.indexed(chapterId), entity: MONITOR_TRAINING_ENTITY, chapterId, dates: date ? { [sub]: date } : {} },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  for (let round = existed ? 0 : 1; round < WRITE_ROUNDS + 1; round++) {
    try {
      await transactWrite([round % 2 === 0 ? update : first, ...checks]);
      return true;
    } catch (error) {
      const failure = writeFailure(error, ['training']);
      if (!failure?.conditionFailed) throw error;
      if (!failure.failed.has('training')) return false;
    }
  }
  throw new Error(`The training record of chapter ${chapterId} kept changing`);
}

/**
 * A deleted account's training days go with it: the entry is removed from
 * each chapter it held a role in (`chapterIds`, read from the roles the
 * account's partition held), where the office recorded its members'.
 */
export async function forgetTraining(sub: string, chapterIds: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(chapterIds)].map((chapterId) =>
      updateItem({
        Key: keys.monitorTraining.item(chapterId),
        UpdateExpression: 'REMOVE #dates.#sub',
        ConditionExpression: 'attribute_exists(#dates.#sub)',
        ExpressionAttributeNames: { '#dates': 'dates', '#sub': sub },
      }),
    ),
  );
}
