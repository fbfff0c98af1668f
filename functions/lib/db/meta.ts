/**
 * Table-wide markers. The population marker `PK=META SK=POPULATION` records
 * that the organizations were created, with their counts; completing it is
 * a conditional write, so exactly one population call reports `created`.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { keys } from './keys';
import { getItem, stripKeys, tableName } from './table';
import { isConditionFailure } from './write-failure';

export interface PopulationMarker {
  organizations: number;
  chapters: number;
  schools: number;
  completedAt: string;
}

/** The completed population, if any. */
export async function getPopulation(): Promise<PopulationMarker | undefined> {
  const item = await getItem(keys.meta.population);
  return item ? stripKeys<PopulationMarker>(item) : undefined;
}

/** Records a completed population; false when another call recorded it first. */
export async function completePopulation(marker: PopulationMarker): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.meta.population, entity: 'meta', ...marker },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
