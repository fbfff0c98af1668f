import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as schools } from '../../../functions/schools/handler';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { useEmptyTable } from '../support/empty-table';
import { captureLogs } from '../../support/logs';

const ddb = useEmptyTable();

describe('school pages that do not exist', () => {
  it('an unknown school answers 404 with the spec text', async () => {
    const res = parse(await schools(apiEvent('getSchool', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } }), lambdaContext));
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'School not found' });
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
});
