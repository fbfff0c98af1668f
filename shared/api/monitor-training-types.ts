/** Response types of the office's sober-monitor training record. */

/** A chapter member and the day their sober-monitor training was recorded (null: none on record). */
export interface MemberTraining {
  sub: string;
  fullName: string;
  trainedOn: string | null;
}

/** GET /office/chapters/{chapterId}/training: the chapter's members by name with their training. */
export interface ChapterTrainingResponse {
  chapterId: string;
  chapterName: string;
  members: MemberTraining[];
}

/** PUT /office/chapters/{chapterId}/members/{sub}/training: the member's training as recorded. */
export interface MemberTrainingResponse {
  sub: string;
  trainedOn: string | null;
}
