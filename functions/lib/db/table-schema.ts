/**
 * The single DynamoDB table's shape, beside the repositories that use it:
 * CDK (infra/constructs), the local stack (infra/local) and the table
 * helpers (table.ts) all read it from here. Item keys are built in keys/.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; DynamoDB deletes the item after it (pending payments, short-lived records). */
  ttlAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    // The active party list by one facet each (school, national, state, type), so a
    // filtered list is a key condition, not a filter over the whole list.
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { name: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
    { name: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK' },
  ],
} as const;

export type GlobalIndexName = (typeof TABLE_SCHEMA.globalIndexes)[number]['name'];

/** Table name when none is configured (local stack). */
export const DEFAULT_TABLE_NAME = 'greek-campus';
