/**
 * Creating the single table on DynamoDB Local from the shared schema
 * (`functions/lib/db/table-schema.ts`): on-demand, the GSIs with every attribute
 * projected, TTL on `expiresAt` — the same shape CDK deploys.
 */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SCHEMA } from '../../functions/lib/db/table-schema';

/** A DynamoDB client for the emulator (local credentials, us-east-1). */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** True when `tableName` exists on the emulator. */
export async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/**
 * Creates the table unless it exists. Returns true when it was created. A
 * table kept in `.local/` from an earlier version that lacks an index of the
 * schema is refused with the way out, rather than failing on its first query.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localDynamoClient(endpoint);
  try {
    if (await tableExists(client, tableName)) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      const missing = TABLE_SCHEMA.globalIndexes.map((index) => index.name).filter((name) => !present.has(name));
      if (missing.length > 0) {
        throw new Error(`The local table "${tableName}" was made by an earlier version and lacks the index ${missing.join(', ')}: run \`npm run reset\` to start from fresh data.`);
      }
      return false;
    }
    await createTable(client, tableName);
    return true;
  } finally {
    client.destroy();
  }
}

/** Creates the table from the shared schema. */
export async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, globalIndexes, ttlAttribute } = TABLE_SCHEMA;
  const keyNames = [partitionKey, sortKey, ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
}

/** Deletes the table if it exists. */
export async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
