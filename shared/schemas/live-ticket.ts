/** Live tickets: the phone key a phone registers with a ticket, and the e-mailed code that moves it. */
import * as z from 'zod/mini';
import { PHONE_KEY_PATTERN } from '../live-code';
import { PHONE_KEY_INVALID, PHONE_MOVE_CODE_WRONG } from '../live-ticket';

export const phoneKeySchema = z.object({ publicKey: z.string().check(z.regex(PHONE_KEY_PATTERN, PHONE_KEY_INVALID)) });

export const phoneMoveCodeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, PHONE_MOVE_CODE_WRONG)) });
