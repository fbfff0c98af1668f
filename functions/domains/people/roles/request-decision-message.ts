/** What a request-decision job carries (functions/lib/queue/jobs.ts): the reviewed request; its mail reads the rest from it. */
import * as z from 'zod/mini';

export const requestDecisionSchema = z.object({ requestId: z.string().check(z.minLength(1)) });

export type RequestDecisionMessage = z.infer<typeof requestDecisionSchema>;
