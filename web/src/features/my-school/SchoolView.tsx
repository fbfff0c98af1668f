import { ArrowRight, MapPin, PartyPopper, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { SchoolHeadingSkeleton, SchoolLogo } from '../../components/school-logo';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { useErrorToast } from '../../lib/use-error-toast';
import { useMySchool } from './api';
import { SchoolCalendar } from './SchoolCalendar';
import { SchoolOrganizations } from './SchoolOrganizations';

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
    >
      <Card className="flex h-full items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 [&_svg]:size-5">
          {icon}
        </span>
        <span>
          <span className="flex items-center gap-1 font-semibold text-slate-900">
            {title} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
          <span className="mt-1 block text-sm text-slate-600">{text}</span>
        </span>
      </Card>
    </Link>
  );
}

/** My School with a school: logo, name, state, Change School, calendar, organizations and links onward. */
export function SchoolView({ schoolId, schoolName, onChange }: { schoolId: string; schoolName: string; onChange: () => void }) {
  const { data, error, isPending, refetch } = useMySchool(schoolId);
  useErrorToast(error, 'Failed to load school information');

  if (error) return <ErrorState title="Failed to load school information" onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <div role="status" aria-label={`Loading ${schoolName}`}>
        <SchoolHeadingSkeleton />
      </div>
    );
  }

  const { school, events } = data;
  return (
    <div className="space-y-10">
      <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
        <div className="space-y-6">
          <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
            <SchoolLogo name={school.name} logoUrl={school.logoUrl} website={school.website} size="lg" />
            <div className="flex-1">
              <p className="text-sm font-medium uppercase tracking-wide text-violet-700">My School</p>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900">{school.name}</h1>
              <p className="mt-1 flex items-center gap-1.5 text-slate-600">
                <MapPin className="size-4" aria-hidden="true" />
                {stateName(school.state)}
              </p>
            </div>
            <Button variant="outline" onClick={onChange}>
              Change School
            </Button>
          </Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <LinkCard to="/party-events" icon={<PartyPopper />} title="Party Events" text="Get tickets to chapter parties near you." />
            <LinkCard to="/events" icon={<Sparkles />} title="Greek Life Events" text="Recruitment, philanthropy and council events." />
          </div>
        </div>
        <SchoolCalendar events={events} />
      </div>
      <SchoolOrganizations chapters={data.chapters ?? []} />
    </div>
  );
}
