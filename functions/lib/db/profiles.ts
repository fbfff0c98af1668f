/**
 * Profiles, keyed by the Cognito sub (DESIGN §1: one id per person).
 * `PK=USER#<sub> SK=PROFILE`.
 */
import { dynamo } from '../clients/dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getItem, isConditionFailure, stripKeys, tableName, type Item } from './table';

export interface Profile {
  sub: string;
  email: string;
  fullName: string;
  schoolId: string | null;
  /** Chapter the person belongs to, if any. */
  chapterId: string | null;
  /** True while the person holds a leader role (shows Create Event). */
  isOrgAdmin: boolean;
  createdAt: string;
}

const pk = (sub: string) => `USER#${sub}`;
const SK = 'PROFILE';

/** The stored item of a profile. */
export function profileItem(profile: Profile): Item {
  return { PK: pk(profile.sub), SK, entity: 'profile', ...profile };
}

/** A person's profile; undefined when none exists yet. */
export async function getProfile(sub: string): Promise<Profile | undefined> {
  const item = await getItem(pk(sub), SK);
  return item ? stripKeys<Profile>(item) : undefined;
}

/** Creates a profile once; false when one already exists for that sub. */
export async function createProfile(profile: Profile): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: profileItem(profile),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
