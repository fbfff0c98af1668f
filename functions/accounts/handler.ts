/** Lambda of the `accounts` feature: the signed-in person's profile, school and account deletion. */
import { requireCaller } from '../lib/auth';
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { deleteMe, getMe, updateMySchool } from './service';

export const handler = featureHandler({
  getMe: async ({ caller }) => getMe(requireCaller(caller), clock.now()),
  updateMySchool: async ({ caller, body }) => updateMySchool(requireCaller(caller), body.schoolId, clock.now()),
  deleteMe: async ({ caller }) => deleteMe(requireCaller(caller)),
});
