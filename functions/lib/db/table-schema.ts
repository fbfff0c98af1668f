/**
 * The single DynamoDB table's shape, beside the repositories that use it:
 * CDK (infra/constructs), the local stack (infra/local) and the table
 * helpers (table.ts) all read it from here. Item keys are built in keys.ts.
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
