/**
 * Errors a service throws to answer with a given HTTP status. The message is
 * shown to the user as-is (ApiErrorBody), so it must never carry internals.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Headers the answer carries besides the defaults (a 429's or 503's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with the spec's text for the missing thing ("School not found"). */
export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/** A refusal to come back later: 429 or 503 with `Retry-After` in whole seconds (at least 1). */
export function retryLater(status: 429 | 503, message: string, seconds: number): HttpError {
  return new HttpError(status, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });
}

/** 400 with a message the user can act on. */
export function badRequest(message: string, issues?: { path: string; message: string }[]): HttpError {
  return new HttpError(400, message, issues);
}

/** A list's `?cursor=` the API did not hand out for that list. */
export const INVALID_CURSOR = 'Invalid cursor: load the list again from its first page';
