import * as z from 'zod/mini';
import { localDay } from '../../../../shared/dates';
import { createPartyEventFormSchema } from '../../../../shared/schemas/party-events';

/**
 * The Create Event form's rules: the shared ones plus "no past date" on this
 * device (the API refuses one too, in the school's zone). Its own module so
 * zod loads when the form is first used, not with the page (docs/performance.md#budgets).
 */
export const formSchema = createPartyEventFormSchema.check(
  z.refine((v) => v.date >= localDay(), {
    path: ['date'],
    message: 'Event date cannot be in the past',
  }),
);
