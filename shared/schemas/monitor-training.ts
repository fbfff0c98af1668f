/** The office's record of one member's sober-monitor training: a calendar day, or null to clear it. */
import * as z from 'zod/mini';
import { isCalendarDate } from './party-events';

const INVALID_TRAINING_DATE = 'Please choose the training date';

export const monitorTrainingSchema = z.object({
  date: z.nullable(z.string({ error: INVALID_TRAINING_DATE }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_TRAINING_DATE), z.refine(isCalendarDate, INVALID_TRAINING_DATE))),
});

/** `/office/chapters/{chapterId}/members/{sub}/training`: the chapter and the member, by id. */
export const chapterMemberParams = z.object({ chapterId: z.uuid('Invalid chapter'), sub: z.uuid('Invalid member') });

/** `/office/chapters/{chapterId}/training`. */
export const chapterParam = z.object({ chapterId: z.uuid('Invalid chapter') });
