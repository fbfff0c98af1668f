/** Lambda of the `accounts` feature: the signed-in person's profile, school, sessions and account deletion. */
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { accountsRoutes } from '../../shared/api/feature-routes/accounts';
import { deleteMe, getMe, updateMyProfile, updateMySchool } from './service';
import { signOutEverywhere } from './sign-out-everywhere';

export const handler = featureHandler(accountsRoutes, {
  getMe: async ({ caller }) => getMe(caller, clock.now()),
  updateMySchool: async ({ caller, body }) => updateMySchool(caller, body.schoolId, clock.now()),
  deleteMe: async ({ caller }) => deleteMe(caller),
  signOutEverywhere: async ({ caller }) => signOutEverywhere(caller, clock.now()),
  // 21+ at the door
  updateMyProfile: async ({ caller, body }) => updateMyProfile(caller, body, clock.now()),
});
