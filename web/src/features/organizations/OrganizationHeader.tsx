import type { ReactNode } from 'react';
import type { OrganizationType } from '../../../../shared/limits';
import { OrgTypeBadge, lettersOrName } from '../../components/org-type-badge';
import { Card } from '../../components/ui/card';

/**
 * The head of an organization's page, a chapter's or its national's: its
 * letters (or its name) large, the name as the page's heading, its type and
 * facts under it, what the visitor can do beside them, and its description.
 */
export function OrganizationHeader({
  organization,
  facts,
  links,
  actions,
}: {
  organization: { letters: string; name: string; type: OrganizationType; description?: string | null };
  /** After the type badge, in one row: where, since when, how many. */
  facts: ReactNode;
  /** Under the facts: to the organization's other page. */
  links?: ReactNode;
  /** Beside the name: follow, view its schools. */
  actions: ReactNode;
}) {
  return (
    <Card className="mt-4 p-6">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-serif text-4xl font-bold text-violet-800">{lettersOrName(organization)}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{organization.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <OrgTypeBadge type={organization.type} />
            {facts}
          </div>
          {links}
        </div>
        {actions}
      </div>
      {organization.description ? <p className="mt-6 max-w-3xl text-slate-700">{organization.description}</p> : null}
    </Card>
  );
}
