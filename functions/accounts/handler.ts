/** Lambda of the `accounts` feature: the signed-in person's profile, school and account deletion. */
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { deleteMe, getMe, updateMyProfile, updateMySchool } from './service';

export const handler = featureHandler({
  getMe: async ({ caller }) => getMe(caller, clock.now()),
  updateMySchool: async ({ caller, body }) => updateMySchool(caller, body.schoolId, clock.now()),
  deleteMe: async ({ caller }) => deleteMe(caller),
  // 21+ at the door
  updateMyProfile: async ({ caller, body }) => updateMyProfile(caller, body, clock.now()),
});
