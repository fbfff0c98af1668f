import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { handler as events } from '../../../functions/events/handler';
import { handler as organizations } from '../../../functions/organizations/handler';
import { handler as schools } from '../../../functions/schools/handler';
import { apiEvent, lambdaContext, parse } from './helpers';
import { captureLogs } from '../../support/logs';

const ddb = mockClient(DynamoDBDocumentClient);
const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('pages of things that do not exist', () => {
  beforeEach(() => {
    ddb.reset();
    resetClients();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['school', () => schools(apiEvent('getSchool', { params: { id } }), lambdaContext), 'School not found'],
    ['chapter', () => organizations(apiEvent('getChapter', { params: { id } }), lambdaContext), 'Organization not found'],
    ['national', () => organizations(apiEvent('getNational', { params: { key: 'no-such-org' } }), lambdaContext), 'Organization not found'],
    ['Greek-life event', () => events(apiEvent('getGreekEvent', { params: { id } }), lambdaContext), 'Event not found'],
  ])('an unknown %s answers 404 with the spec text', async (_, call, message) => {
    const res = parse(await call());
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message });
  });

  it('a DynamoDB failure answers 500 without details or stack', async () => {
    const logs = captureLogs();
    ddb.on(QueryCommand).rejects(Object.assign(new Error('Requested resource not found: table greek-campus'), { name: 'ResourceNotFoundException' }));
    const res = parse(await schools(apiEvent('listSchools'), lambdaContext));
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({ message: 'Internal Server Error' });
    expect(JSON.stringify(res)).not.toMatch(/greek-campus|at .*\.ts/);
    expect(logs.at('ERROR')).toHaveLength(1);
  });

  it('an empty directory is answered uncached, so the page can populate and list again at once', async () => {
    const res = parse(await organizations(apiEvent('listOrganizations'), lambdaContext));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ organizations: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
