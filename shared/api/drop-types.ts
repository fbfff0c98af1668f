// ---- A drop's line ----

/** Where the viewer stands in a drop's line. */
export type DropLineStatus = 'notJoined' | 'waiting' | 'admitted' | 'bought' | 'lapsed' | 'soldOut';

/** The viewer and a drop's line (the event page polls it while they wait). */
export interface DropLineView {
  /** When sales open (ISO), and when "Join the line" opens (15 minutes before). */
  opensAt: string;
  lineOpensAt: string;
  status: DropLineStatus;
  /** 1-based place; null before the draw at the opening (or when not in line). */
  place: number | null;
  /** People before the viewer still to be admitted; null without a place. */
  ahead: number | null;
  /** Seconds until the viewer is likely admitted at the line's rate; null when unknown (no place, or every seat held). */
  estimatedWaitSeconds: number | null;
  /** The viewer's checkout window ends then (ISO); null unless admitted. */
  checkoutUntil: string | null;
}

/** GET / POST /party-events/{id}/line. */
export interface DropLineResponse {
  line: DropLineView;
}

/** A drop as its leaders see it live (Event Analytics). */
export interface DropLineFigures {
  waiting: number;
  admitted: number;
  sold: number;
  lapsed: number;
}
