import { Construction } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ACCESS_DENIED, DENIALS } from '../../../../shared/authz';
import { isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAdminOverview } from './api';
import { ApprovalsTab } from './ApprovalsTab';
import { StatCards } from './StatCards';
import { StatsTab } from './StatsTab';

/** The tabs of leader side §2; only Approvals exists so far, the others say so rather than show fake content. */
const LATER_TABS = ['Roles', 'Users', 'Schools', 'Organizations', 'Audit'] as const;

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
          <Tabs defaultValue="approvals" className="mt-8">
            <TabsList className="flex h-auto flex-wrap">
              <TabsTrigger value="approvals">Approvals</TabsTrigger>
              {LATER_TABS.map((t) => (
                <TabsTrigger key={t} value={t.toLowerCase()}>
                  {t}
                </TabsTrigger>
              ))}
              <TabsTrigger value="stats">Stats</TabsTrigger>
            </TabsList>
            <TabsContent value="approvals">
              <ApprovalsTab />
            </TabsContent>
            <TabsContent value="stats">
              <StatsTab />
            </TabsContent>
            {LATER_TABS.map((t) => (
              <TabsContent key={t} value={t.toLowerCase()}>
                <EmptyState icon={<Construction />} title={`${t} is not yet available`} description="This admin tool arrives in a later update." />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </PageContainer>
  );
}
