/**
 * A request with a deadline: a flaky basement's connection may hang with
 * the browser still "online", which no online/offline event reports, so a
 * door that waited for an answer would hold the line. Past the deadline the
 * request is aborted and the caller decides without it.
 */

/** How long a scan waits for the server before the device decides it. */
export const NO_ANSWER_MS = 2000;

/** The server did not answer in time (the request may still land: a scan's id makes that harmless). */
export class NoAnswer extends Error {
  constructor() {
    super('No answer from the server');
    this.name = 'NoAnswer';
  }
}

export const isNoAnswer = (error: unknown): error is NoAnswer => error instanceof NoAnswer;

/** `request`'s answer, or a `NoAnswer` rejection once `ms` pass (the request is aborted through its signal). */
export async function withDeadline<T>(request: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new NoAnswer());
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([request(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
