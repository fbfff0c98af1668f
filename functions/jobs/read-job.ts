/** Reads a message of the work queue as a job of the union, or says why it is none. */
import { jobSchema, type Job } from '../lib/queue/jobs';
import { withLegacyKind } from './legacy-messages';

export type ReadMessage = { job: Job } | { refused: string };

export function readJob(body: string): ReadMessage {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return { refused: 'not JSON' };
  }
  const parsed = jobSchema.safeParse(withLegacyKind(message));
  if (parsed.success) return { job: parsed.data };
  // Where and what, never the values: a message may carry someone's address or words.
  return { refused: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`).join('; ') };
}
