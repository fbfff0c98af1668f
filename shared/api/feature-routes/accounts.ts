/** The `accounts` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/accounts.ts`). */
import { deleteAccountSchema, updateSchoolSchema } from '../../schemas/accounts';
import { updateProfileSchema } from '../../schemas/profile';
import type { MeResponse } from '../account-types';
import type { OkResponse } from '../common-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { accountsEndpoints } from '../feature-endpoints/accounts';

const route = routeBuilder(accountsEndpoints);

export const accountsRoutes = {
  getMe: route<MeResponse>()('getMe'),
  updateMySchool: route<MeResponse>()('updateMySchool', { body: updateSchoolSchema }),
  deleteMe: route<OkResponse>()('deleteMe', { body: deleteAccountSchema }),
  signOutEverywhere: route<OkResponse>()('signOutEverywhere'),
  // 21+ at the door and live headcount
  updateMyProfile: route<MeResponse>()('updateMyProfile', { body: updateProfileSchema }),
} as const satisfies RoutesOf<'accounts'>;
