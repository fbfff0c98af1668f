import * as z from 'zod/mini';
import { ORGANIZATION_TYPES } from '../limits';
import { pickedId, plainText } from './common';

const optionalText = (label: string, max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be less than ${max} characters`), plainText(label)));

export const SCHOOL_NAME_REQUIRED = 'School name is required';

/** Schools tab, Add: the name required (trimmed); city and state optional, the state two letters. */
export const newSchoolSchema = z.object({
  name: z.string({ error: SCHOOL_NAME_REQUIRED }).check(z.trim(), z.minLength(1, SCHOOL_NAME_REQUIRED), z.maxLength(200, 'School name must be less than 200 characters'), plainText('School name')),
  city: optionalText('City', 100),
  state: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2})?$/, 'State must be 2 letters'))),
});

export const ORGANIZATION_REQUIRED = 'Organization name and school are required';
export const ORGANIZATION_TYPE_REQUIRED = 'Type must be fraternity or sorority';

/** Organizations tab, Add: name, school and type required (the form starts at fraternity); letters and founded year optional. */
export const newOrganizationSchema = z.object({
  name: z.string({ error: ORGANIZATION_REQUIRED }).check(z.trim(), z.minLength(1, ORGANIZATION_REQUIRED), z.maxLength(100, 'Organization name must be less than 100 characters'), plainText('Organization name')),
  schoolId: pickedId(ORGANIZATION_REQUIRED),
  letters: optionalText('Letters', 20),
  type: z.enum(ORGANIZATION_TYPES, { error: ORGANIZATION_TYPE_REQUIRED }),
  foundedYear: z.optional(z.number({ error: 'Founded year must be a year' }).check(z.int('Founded year must be a year'), z.gte(1700, 'Founded year must be a year'), z.lte(2100, 'Founded year must be a year'))),
});

export type NewSchoolInput = z.output<typeof newSchoolSchema>;
export type NewOrganizationInput = z.output<typeof newOrganizationSchema>;
