/** The leader request's input rules, answered before anything is read or written. */
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/leaders/handler';
import { apiEvent, lambdaContext, parse } from '../support/api-event';

const chapterId = '6f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14';
const submit = async (body: unknown) =>
  parse(await handler(apiEvent('createLeaderRequest', { body: JSON.stringify(body), claims: { sub: 'user-1' } }), lambdaContext));

describe('createLeaderRequest validation', () => {
  it('needs an organization', async () => {
    const res = await submit({ role: 'president' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Missing information');
  });

  it('needs president or media_manager', async () => {
    const res = await submit({ chapterId, role: 'treasurer' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Role must be president or media_manager');
  });

  it('limits the message to 500 characters', async () => {
    const res = await submit({ chapterId, role: 'president', message: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Message must be less than 500 characters');
  });

  it('checks the organization id of the roles lookup', async () => {
    const res = parse(await handler(apiEvent('getChapterRoles', { params: { id: 'not-an-id' } }), lambdaContext));
    expect(res.statusCode).toBe(400);
  });
});
