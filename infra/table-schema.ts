/**
 * The single DynamoDB table's shape, shared by CDK (infra/stacks), the local
 * stack (infra/local) and test fixtures. Item keys themselves live only in
 * functions/lib/db (the repositories).
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; DynamoDB deletes the item after it (pending payments, short-lived records). */
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export type GlobalIndexName = (typeof TABLE_SCHEMA.globalIndexes)[number]['name'];

/** Table name when none is configured (local stack). */
export const DEFAULT_TABLE_NAME = 'greek-campus';
