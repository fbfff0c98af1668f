import { Link } from 'react-router-dom';
import type { NationalChoice } from '../../../../shared/api/types';
import { PageContainer } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { OrgTypeBadge } from '../../components/org-type-badge';
import { BackLink } from '../../components/detail-page-state';
import { nationalPath } from './national-path';
import { ORGANIZATION_PAGE } from './page-copy';

/**
 * `/national/ΚΑ`: letters more than one organization writes. The visitor
 * picks one (none is chosen for them); each link goes to its national page.
 */
export function NationalChoices({ choices, state }: { choices: NationalChoice[]; state: string }) {
  const letters = choices[0]?.letters ?? '';
  return (
    <PageContainer>
      <PageTitle title={letters} />
      <BackLink {...ORGANIZATION_PAGE.back} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Which {letters}?</h1>
      <p className="mt-1 text-slate-600">{choices.length} organizations write these letters. Choose one:</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Card className="relative flex items-center justify-between gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
              <span>
                <span className="block font-serif text-xl font-bold text-violet-800">{choice.letters}</span>
                <Link to={nationalPath(choice.key, state)} className="font-semibold text-slate-900 after:absolute after:inset-0 focus:outline-none">
                  {choice.name}
                </Link>
              </span>
              <OrgTypeBadge type={choice.type} />
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
