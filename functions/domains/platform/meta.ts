/**
 * Table-wide markers. The population marker `PK=META SK=POPULATION` records
 * that the organizations were created, with their counts; completing it is
 * a conditional write, so exactly one population call reports `created`.
 */
import { keys } from '../keys';
import { getItem, putNew, stripKeys } from '../../lib/db/table';

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
  return putNew({ ...keys.meta.population, entity: 'meta', ...marker });
}
