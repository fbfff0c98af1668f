/** How the Audit tab shows an entry (docs/spec/leader-admin-side.md §9): details cut at 100 characters, target ids at 8. */
export const DETAILS_SHOWN = 100;
export const TARGET_ID_SHOWN = 8;

/** The details as JSON, cut to 100 characters (an ellipsis marks the cut). */
export function shownDetails(details: Record<string, unknown>): string {
  const text = JSON.stringify(details ?? {});
  return text.length > DETAILS_SHOWN ? `${text.slice(0, DETAILS_SHOWN)}…` : text;
}

/** The first 8 characters of a target id. */
export function shownTargetId(id: string): string {
  return id.slice(0, TARGET_ID_SHOWN);
}
