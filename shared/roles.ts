import { LABELS } from './labels';
import type { Role } from './limits';

/** docs/spec/student-side.md §4: president shows as President; any other role value as Media Manager. */
export function roleLabel(role: Role | string): string {
  return role === 'president' ? LABELS.role.president : LABELS.role.media_manager;
}

/**
 * docs/spec/leader-admin-side.md §5 "Role already taken": the sentence shown at registration and
 * returned by the API when the role is held.
 */
export function roleTakenMessage(role: Role, organizationName: string): string {
  const label = roleLabel(role);
  return `There is already a ${label} for ${organizationName}. Only one ${label} per organization is allowed.`;
}
