/**
 * Bodies that are valid JSON but not an object (`null`, arrays, numbers,
 * strings, booleans): every route refuses them with a 400, whether it takes
 * a body or none (`functions/lib/http-request.ts`), rather than reading them
 * as "no fields given". The fuzzing draws them for every route, and checks
 * each one against every route once.
 */
import http from 'node:http';
import fc from 'fast-check';
import type { WireRequest, WireResponse } from '../harness';

export const NON_OBJECT_BODIES = ['null', '[]', '[{}]', '[null]', '0', '-1.5', '"text"', '""', 'true', 'false'] as const;

/** One of them, or a valid body of the route wrapped in an array. */
export function nonObjectBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...NON_OBJECT_BODIES), valid.map((v) => JSON.stringify([v])));
}

/** Whether `body` parses as JSON that is not an object: such a request must never be accepted. */
export function isNonObjectJson(body: WireRequest['body']): boolean {
  if (body === undefined) return false;
  try {
    const value: unknown = JSON.parse(body.toString());
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Sends `request` with node's HTTP client, which (unlike `fetch`) sends a
 * body with any method: API Gateway hands a GET's body to the function too.
 */
export function sendWithAnyMethod(baseUrl: string, request: WireRequest): Promise<WireResponse> {
  const query = request.query ? `?${request.query}` : '';
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  // A GET's body needs its length said: node sends it neither chunked nor counted otherwise.
  const headers = body ? { ...request.headers, 'content-length': String(body.length) } : request.headers;
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api${request.path}${query}`, { method: request.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
