import type { MeResponse } from '../../../shared/api/types';
import { me } from './accounts';
import { aephiChapterId } from './tickets';

/** GET /me of the president of Alpha Epsilon Phi at Alabama (the seed's demo president). */
export function presidentMe(): MeResponse {
  return me({
    profile: { fullName: 'Avery Carter', email: 'president@ua.edu', chapterId: aephiChapterId, isOrgAdmin: true },
    roles: [{ chapterId: aephiChapterId, role: 'president', letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: 'University of Alabama' }],
  });
}

/** A member of the chapter without a role. */
export function memberMe(): MeResponse {
  return me({ profile: { chapterId: aephiChapterId } });
}
