/**
 * Route matching with API Gateway HTTP API precedence: the most specific path
 * wins — literal segments before `{param}` segments, compared left to right;
 * a greedy `{proxy+}` matches last; a path no route matches is a 404 (HTTP
 * APIs answer 404, not 405, when only the method differs).
 */
import type { LocalRoute } from './event';

type Segment = { kind: 0; text: string } | { kind: 1; name: string } | { kind: 2; name: string };

interface CompiledRoute<R> {
  route: R;
  method: string;
  segments: Segment[];
}

export interface RouteMatch<R> {
  route: R;
  /** Decoded path parameters (`{proxy+}` gives the rest of the path). */
  pathParameters: Record<string, string>;
}

function compile(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const greedy = /^\{(.+)\+\}$/.exec(part);
      if (greedy) return { kind: 2, name: greedy[1] as string };
      const param = /^\{(.+)\}$/.exec(part);
      if (param) return { kind: 1, name: param[1] as string };
      return { kind: 0, text: part };
    });
}

/** Orders routes most specific first. */
function compareSpecificity(a: Segment[], b: Segment[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] as Segment).kind - (b[i] as Segment).kind;
    if (difference !== 0) return difference;
  }
  return b.length - a.length;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    if (segment.kind === 2) {
      const rest = parts.slice(i);
      if (rest.length === 0) return undefined;
      params[segment.name] = rest.map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined || part === '') return undefined;
    if (segment.kind === 0 && segment.text !== part) return undefined;
    if (segment.kind === 1) params[segment.name] = decode(part);
  }
  return parts.length === segments.length ? params : undefined;
}

/** Compiles `routes` once; the returned function matches a method and a stage-relative raw path. */
export function createRouter<R extends Pick<LocalRoute, 'method' | 'path'>>(routes: readonly R[]) {
  const compiled: CompiledRoute<R>[] = routes
    .map((route) => ({ route, method: route.method.toUpperCase(), segments: compile(route.path) }))
    .sort((a, b) => compareSpecificity(a.segments, b.segments) || Number(a.method === 'ANY') - Number(b.method === 'ANY'));

  return (method: string, rawPath: string): RouteMatch<R> | undefined => {
    const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const parts = trimmed.split('/').slice(1);
    if (parts.length === 1 && parts[0] === '') parts.pop();
    const upper = method.toUpperCase();
    for (const candidate of compiled) {
      if (candidate.method !== upper && candidate.method !== 'ANY') continue;
      const params = matchSegments(candidate.segments, parts);
      if (params) return { route: candidate.route, pathParameters: params };
    }
    return undefined;
  };
}
