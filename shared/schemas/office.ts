/** The Greek-life office: what an admin sends to grant an account the office of a school. */
import * as z from 'zod/mini';

export const grantOfficeSchema = z.object({ schoolId: z.uuid('Invalid school') });
