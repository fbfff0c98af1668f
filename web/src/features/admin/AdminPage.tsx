import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ACCESS_DENIED, DENIALS } from '../../../../shared/authz';
import { isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAdminOverview } from './api';
import { AdminToolLinks } from './AdminToolLinks';
import { ApprovalsTab } from './ApprovalsTab';
import { AuditTab } from './AuditTab';
import { OrganizationsTab } from './OrganizationsTab';
import { RolesTab } from './RolesTab';
import { SchoolsTab } from './SchoolsTab';
import { UsersTab } from './UsersTab';
import { StatCards } from './StatCards';
import { StatsTab } from './StatsTab';

/** The tabs of docs/spec/leader-admin-side.md §2, in its order: one line each. */
const TABS: { label: string; Tab: ComponentType }[] = [
  { label: 'Approvals', Tab: ApprovalsTab },
  { label: 'Roles', Tab: RolesTab },
  { label: 'Users', Tab: UsersTab },
  { label: 'Schools', Tab: SchoolsTab },
  { label: 'Organizations', Tab: OrganizationsTab },
  { label: 'Stats', Tab: StatsTab },
  { label: 'Audit', Tab: AuditTab },
];

/**
 * `/admin`: the API decides who is an admin (the overview answers 403 to
 * anyone else, who is sent home with "Access Denied"). Nothing else loads
 * until that answer is in.
 */
export function AdminPage() {
  const navigate = useNavigate();
  const overview = useAdminOverview();
  const { error } = overview;

  useEffect(() => {
    if (!error) return;
    if (isApiStatus(error, 403)) {
      toast.error(ACCESS_DENIED, { description: DENIALS.admin.reason, id: 'admin-denied' });
    } else {
      toast.error('Failed to verify admin access', { id: 'admin-verify' });
    }
    navigate('/', { replace: true });
  }, [error, navigate]);

  return (
    <PageContainer>
      <PageTitle title="Admin Dashboard" />
      <PageHeader title="Admin Dashboard" description="Approve leaders and keep an eye on the platform." />
      {!overview.data ? (
        <div role="status" aria-label="Verifying admin access" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <>
          <StatCards overview={overview.data} />
          <AdminToolLinks />
          <Tabs defaultValue="approvals" className="mt-8">
            <TabsList block>
              {TABS.map(({ label }) => (
                <TabsTrigger key={label} value={label.toLowerCase()}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map(({ label, Tab }) => (
              <TabsContent key={label} value={label.toLowerCase()}>
                <Tab />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </PageContainer>
  );
}
