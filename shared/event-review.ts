/**
 * The Greek-life office's review of a party event. At a school whose rules
 * say "approval required", a new event with alcohol is created `inReview`
 * (submitted): its chapter sees it and prepares it, but nobody can get a
 * ticket and no public list, feed or page shows it until the office
 * approves. The office approves it, or returns it with a comment; the
 * chapter resubmits a returned event. Pure, for the API and the SPA.
 */

/** Where the event stands with the office: submitted (awaiting a decision), returned (with a comment) or approved. */
export type ReviewState = 'submitted' | 'returned' | 'approved';

/** The office's review of an event: its state, the last comment, and who moved it there when. */
export interface EventReview {
  state: ReviewState;
  /** The office's comment when it returned the event; null otherwise. */
  comment: string | null;
  /** Who moved it to this state (the office's or the leader's sub), and when (ISO instant). */
  by: string;
  at: string;
}

/** Whether an event created now needs the office's approval before it goes on sale. */
export function needsApproval(event: { alcoholAllowed: boolean }, rules: { approvalRequired: boolean } | undefined): boolean {
  return event.alcoholAllowed && rules?.approvalRequired === true;
}

/** The refusal of a ticket, a waitlist place or a place in a drop's line while the office has not approved the event. */
export const AWAITING_APPROVAL = "This event is awaiting the Greek-life office's approval";
/** Approve or return an event that is not awaiting a decision. */
export const NOT_SUBMITTED = 'This event is not awaiting the office’s review';
/** Resubmit an event the office has not returned. */
export const NOT_RETURNED = 'Only an event the office returned can be resubmitted';
/** Return without saying why. */
export const COMMENT_REQUIRED = 'Say what the chapter should change';
