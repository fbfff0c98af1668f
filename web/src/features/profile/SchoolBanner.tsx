import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';
import { InitialsAvatar } from '../../components/ui/initials-avatar';

/** The school banner at the top of My Profile (or a nudge to choose one). */
export function SchoolBanner({ profile }: { profile: Profile }) {
  return (
    <div className="flex items-center gap-4 rounded-xl bg-gradient-to-r from-violet-800 to-violet-600 p-6 text-white shadow-sm">
      {profile.schoolName ? (
        <>
          <InitialsAvatar name={profile.schoolName} size="banner" className="border-2 border-white/70" />
          <div>
            <p className="text-sm text-violet-100">Your school</p>
            <p className="text-xl font-bold">{profile.schoolName}</p>
            {profile.schoolState ? <p className="text-sm text-violet-100">{stateName(profile.schoolState)}</p> : null}
          </div>
        </>
      ) : (
        <>
          <GraduationCap className="size-10 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-xl font-bold">No school selected</p>
            <Link to="/my-school" className="text-sm font-medium text-amber-200 underline">
              Choose your school
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
