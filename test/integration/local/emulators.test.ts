/**
 * The emulators the local stack and the tests rely on really work: the
 * table has the deployed shape, S3 stores objects and allows browser uploads
 * from the web origin, and mail sent through SES shows up in the inbox.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { dynamo, s3Client, sesClient } from '../../../functions/lib/aws';
import { useFreshTable } from '../../support/table';
import { TEST_WEB_ORIGINS } from '../../support/emulators';

const table = useFreshTable();

describe('local emulators', () => {
  it('creates the table on demand with both GSIs projecting every attribute, and TTL on expiresAt', async () => {
    const { Table } = await dynamo().send(new DescribeTableCommand({ TableName: table.name }));
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema?.map((key) => key.AttributeName)).toEqual(['PK', 'SK']);
    const indexes = Table?.GlobalSecondaryIndexes?.map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema?.map((key) => key.AttributeName),
      projection: index.Projection?.ProjectionType,
    }));
    expect(indexes).toEqual(
      expect.arrayContaining([
        { name: 'GSI1', keys: ['GSI1PK', 'GSI1SK'], projection: 'ALL' },
        { name: 'GSI2', keys: ['GSI2PK', 'GSI2SK'], projection: 'ALL' },
      ]),
    );
    const ttl = await dynamo().send(new DescribeTimeToLiveCommand({ TableName: table.name }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe('expiresAt');
  });

  it('stores and returns objects in the event-media bucket', async () => {
    const key = `test/${Date.now()}.txt`;
    await s3Client().send(new PutObjectCommand({ Bucket: 'event-media', Key: key, Body: 'hello campus', ContentType: 'text/plain' }));
    const object = await s3Client().send(new GetObjectCommand({ Bucket: 'event-media', Key: key }));
    expect(await object.Body?.transformToString()).toBe('hello campus');
  });

  it('lets the web origin, and only it, upload to both buckets from a browser (CORS)', async () => {
    const s3 = inject('emulators').s3;
    const preflight = (bucket: string, origin: string): Promise<Response> =>
      fetch(`${s3}/${bucket}/uploads/photo.jpg`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    for (const bucket of ['event-media', 'school-logos']) {
      const allowed = await preflight(bucket, TEST_WEB_ORIGINS[0] as string);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
      const refused = await preflight(bucket, 'http://evil.example');
      expect(refused.status).toBe(403);
    }
  });

  it('shows mail sent through SES in the local inbox store', async () => {
    const subject = `Feedback ${Date.now()}`;
    await sesClient().send(
      new SendEmailCommand({
        Source: 'no-reply@greek-campus.local',
        Destination: { ToAddresses: ['feedback@greek-campus.local'] },
        Message: { Subject: { Data: subject }, Body: { Text: { Data: 'Great site' } } },
      }),
    );
    const store = (await (await fetch(`${inject('emulators').ses}/store`)).json()) as {
      emails: { subject: string; destination: { to: string[] } }[];
    };
    const mail = store.emails.find((email) => email.subject === subject);
    expect(mail?.destination.to).toEqual(['feedback@greek-campus.local']);
  });
});
