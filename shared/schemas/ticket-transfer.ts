/** Transfer to a friend: the offer names the friend by id. */
import * as z from 'zod/mini';

export const offerTransferSchema = z.object({ friendId: z.uuid('Choose a friend') });
