import type { Evidence } from './evidence';
import type { CriterionId } from './wcag21';

/** The four answers of a VPAT (ITI's Voluntary Product Accessibility Template). */
export type Status = 'Supports' | 'Partially supports' | 'Does not support' | 'Not applicable';

/** What the report says of one criterion. */
export interface Finding {
  status: Status;
  /** What the product does for the criterion, and, below Supports, what it does not and why. */
  remarks: string;
  /** How it is tested, at least one way. */
  evidence: readonly Evidence[];
}

/** The findings of the criteria whose number starts with `principle` (1 Perceivable … 4 Robust). */
export type FindingsOf<Principle extends string> = { [Id in Extract<CriterionId, `${Principle}.${string}`>]: Finding };
