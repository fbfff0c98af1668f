/**
 * Property-based requests for one route: path parameters, query string and
 * body generated from the route's zod schemas (`schema-values.ts`) with
 * hostile variations (`hostile.ts`), sent as any of the personas.
 */
import fc from 'fast-check';
import type { RouteId, RouteSpec } from '../../../../shared/api/routes';
import type { WireRequest } from '../harness';
import { PERSONAS, type Persona } from '../personas';
import { bodyText, contentType, hostileSegments, hostileString, hostileValue, mutated, rawQueryNoise } from './hostile';
import { nonObjectBody } from './non-object-bodies';
import { defOf, fieldsOf, schemaValues, type KnownValues } from './schema-values';

export interface FuzzCase {
  persona: Persona;
  /** Without the Authorization header: the persona's token is added when sent. */
  request: WireRequest;
}

type FuzzedRoute = RouteSpec & { id: RouteId };

/** Routes that take input: path parameters, a query string or a body — which every route but a GET may be sent (the Stripe webhook's is raw). */
export function takesInput(route: FuzzedRoute): boolean {
  return Boolean(route.params || route.query || route.body) || route.method !== 'GET';
}

function pathOf(route: FuzzedRoute, known: KnownValues, knownId: string): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (!names.length) return fc.constant(route.path);
  const shape = route.params ? (defOf(route.params).shape as Record<string, unknown>) : {};
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: schemaValues(shape[name], known, name).map((v) => encodeURIComponent(String(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileSegments(knownId)) },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let i = 0;
    return route.path.replace(/\{\w+\}/g, () => values[i++] as string);
  });
}

function queryString(value: unknown): string {
  const search = new URLSearchParams();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [name, v] of Object.entries(value)) if (v !== undefined) search.append(name, typeof v === 'string' ? v : JSON.stringify(v));
  } else {
    search.append('q', String(value));
  }
  return search.toString();
}

function queryOf(route: FuzzedRoute, known: KnownValues): fc.Arbitrary<string> {
  const values = route.query
    ? fc.oneof(
        { weight: 4, arbitrary: mutated(schemaValues(route.query, known), fieldsOf(route.query)) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldsOf(route.query)), hostileString) },
      )
    : fc.constant({});
  return fc.tuple(values.map(queryString), rawQueryNoise).map(([query, noise]) => [query, noise].filter(Boolean).join('&'));
}

function bodyOf(route: FuzzedRoute, known: KnownValues): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  if (route.body) {
    const valid = schemaValues(route.body, known);
    return fc.oneof({ weight: 6, arbitrary: bodyText(mutated(valid, fieldsOf(route.body))) }, { weight: 1, arbitrary: nonObjectBody(valid) });
  }
  // No schema: no body, or any (refused unless an object; the webhook's checked against Stripe's signature).
  return fc.option(fc.oneof(bodyText(hostileValue), nonObjectBody(fc.constant({}))), { nil: undefined });
}

const stripeSignature = fc.oneof(fc.constantFrom('', 't=1,v1=00', 't=,v1=', 'v1=' + 'a'.repeat(64), 'garbage'), fc.string({ maxLength: 80 }));

/** Any request a client could send to `route`. */
export function fuzzCases(route: FuzzedRoute, known: KnownValues, knownId: string): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      persona: fc.constantFrom(...PERSONAS),
      path: pathOf(route, known, knownId),
      query: queryOf(route, known),
      body: bodyOf(route, known),
      type: contentType,
      signature: route.id === 'stripeWebhook' ? fc.option(stripeSignature, { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ persona, path, query, body, type, signature }) => {
      const headers: Record<string, string> = {};
      if (body !== undefined && type) headers['content-type'] = type;
      if (signature !== undefined) headers['stripe-signature'] = signature;
      return { persona, request: { method: route.method, path, query, headers, body } };
    });
}
