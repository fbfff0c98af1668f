import * as z from 'zod/mini';
import { ROLES } from '../limits';
import { pickedId } from './common';

const roleField = (message: string) => z.enum(ROLES, { error: message });

/** /manage-roles: a member of the president's chapter and a role (the form starts at media_manager). */
export const assignMemberRoleSchema = z.object({
  sub: pickedId('Please select a member'),
  role: roleField('Role must be president or media_manager'),
});

/** The role named in `DELETE /manage-roles/{role}`. */
export const roleParam = z.object({ role: roleField('Role must be president or media_manager') });
