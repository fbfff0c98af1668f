import * as z from 'zod/mini';
import { ROLES, type Role } from '../limits';
import { pickedId } from './common';

const roleField = (message: string) => z.enum(ROLES, { error: message });

/** The API's answer to a hand-over sent without its confirmation (a client that skipped the question). */
export const HANDOVER_UNCONFIRMED = 'Handing over the presidency must be confirmed (confirmHandover: true): you will no longer be president of this organization';

/**
 * True when the assignment hands the presidency over and its confirmation is
 * missing. At /manage-roles the caller is the president, so naming anyone
 * president is a hand-over: the form asks first, the API refuses it unasked.
 */
export function needsHandoverConfirmation(input: { role: Role; confirmHandover?: boolean }): boolean {
  return input.role === 'president' && input.confirmHandover !== true;
}

/** /manage-roles: a member of the president's chapter and a role (the form starts at media_manager); a hand-over confirmed. */
export const assignMemberRoleSchema = z
  .object({
    sub: pickedId('Please select a member'),
    role: roleField('Role must be president or media_manager'),
    confirmHandover: z.optional(z.literal(true, { error: HANDOVER_UNCONFIRMED })),
  })
  .check(z.refine((input) => !needsHandoverConfirmation(input), { error: HANDOVER_UNCONFIRMED, path: ['confirmHandover'] }));

/** The role named in `DELETE /manage-roles/{role}`. */
export const roleParam = z.object({ role: roleField('Role must be president or media_manager') });
