import { useQueryClient } from '@tanstack/react-query';
import { School } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NATIONAL_KEY_PATTERN } from '../../../../shared/national-key';
import { stateName } from '../../../../shared/states';
import { PageContainer } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { SelectField } from '../../components/ui/select';
import { isApiStatus } from '../../lib/api';
import { plural } from '../../lib/text';
import { useErrorToast } from '../../lib/use-error-toast';
import { NationalChoices } from './NationalChoices';
import { BackLink, detailPageState } from '../../components/detail-page-state';
import { PhotoGrid } from '../../components/media/photo-grid';
import { storeNational, useNational } from './api';
import { nationalPath } from './national-path';
import { OrganizationHeader } from './OrganizationHeader';
import { ORGANIZATION_PAGE } from './page-copy';

const NationalSchoolsDrawer = lazy(() => import('./NationalSchoolsDrawer').then((m) => ({ default: m.NationalSchoolsDrawer })));

const STATE = /^[A-Z]{2}$/;

/**
 * `/national/{key}?state=XX`: an organization's national profile with its
 * chapters and photos. The address may hold the canonical key, the name or
 * the letters (`/national/ΑΕΦ`, `/national/aephi`): the API resolves it and
 * the page then shows the canonical address; letters several organizations
 * share (ΚΑ) lead to a choice between them.
 */
export function NationalPage() {
  const { key = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rawState = params.get('state') ?? '';
  const state = STATE.test(rawState) ? rawState : '';
  const valid = NATIONAL_KEY_PATTERN.test(key);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data, error, isPending, refetch } = useNational(key, state, { enabled: valid, keepPrevious: true });
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Failed to load organization');

  const canonical = data && 'organization' in data ? data.organization.key : null;
  useEffect(() => {
    if (!canonical || canonical === key) return;
    // Reached by letters or name: show the one address every link uses, without asking the API again.
    if (data) storeNational(queryClient, canonical, state, data);
    navigate(nationalPath(canonical, state), { replace: true });
  }, [canonical, key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per resolved address

  const placeholder = detailPageState(ORGANIZATION_PAGE, { notFound, error, isPending, retry: () => void refetch() });
  if (placeholder || !data) return placeholder;
  if ('choices' in data) return <NationalChoices choices={data.choices} state={state} />;

  const { organization, chapters, photos } = data;
  const setState = (value: string) =>
    setParams(value ? { state: value } : {}, { replace: true, preventScrollReset: true });
  return (
    <PageContainer>
      <PageTitle title={organization.name} />
      <BackLink {...ORGANIZATION_PAGE.back} />
      <OrganizationHeader
        organization={organization}
        facts={
          <>
            {organization.foundedYear ? <span>Founded {organization.foundedYear}</span> : null}
            {organization.foundingInstitution ? <span>at {organization.foundingInstitution}</span> : null}
            {organization.council ? <span>{organization.council}</span> : null}
            <span>{plural(organization.schoolCount, 'school')}</span>
          </>
        }
        actions={
          <Button onClick={() => setDrawerOpen(true)}>
            <School aria-hidden="true" /> View Schools
          </Button>
        }
      />

      <section aria-labelledby="national-chapters" className="mt-10">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="national-chapters" className="text-2xl font-bold tracking-tight">
            Chapters ({chapters.length}){state ? ` in ${stateName(state)}` : ''}
          </h2>
          <div className="sm:w-56">
            <SelectField
              label="Filter chapters by state"
              allLabel="All States"
              value={state}
              onChange={setState}
              options={organization.states.map((s) => ({ value: s, label: stateName(s) }))}
            />
          </div>
        </div>
        {chapters.length === 0 ? (
          <EmptyState icon={<School />} title="No Chapters Found" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {chapters.map((chapter) => (
              <li key={chapter.id}>
                <Card className="relative p-4 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
                  <Link to={`/organizations/${chapter.id}`} className="font-semibold text-slate-900 after:absolute after:inset-0 focus:outline-none">
                    {chapter.schoolName}
                  </Link>
                  <p className="text-sm text-slate-500">
                    {chapter.city}, {stateName(chapter.state)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="national-photos" className="mt-10">
        <h2 id="national-photos" className="mb-4 text-2xl font-bold tracking-tight">
          Photos
        </h2>
        <PhotoGrid photos={photos} label="Chapter photo" />
      </section>

      {drawerOpen ? (
        <Suspense fallback={null}>
          <NationalSchoolsDrawer organization={organization} chapters={chapters} state={state} open onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
