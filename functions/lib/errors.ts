/**
 * Errors a service throws to answer with a given HTTP status. The message is
 * shown to the user as-is (ApiErrorBody), so it must never carry internals.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Headers of the answer (a 503's Retry-After). */
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

/** 400 with a message the user can act on. */
export function badRequest(message: string, issues?: { path: string; message: string }[]): HttpError {
  return new HttpError(400, message, issues);
}

/** A list's `?cursor=` the API did not hand out for that list. */
export const INVALID_CURSOR = 'Invalid cursor: load the list again from its first page';
