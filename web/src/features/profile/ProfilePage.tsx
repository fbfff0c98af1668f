import { Sparkles } from 'lucide-react';
import { useMe } from '../../lib/auth/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useErrorToast } from '../../lib/use-error-toast';
import { AccountDetails } from './AccountDetails';
import { ActivityOverview } from './ActivityOverview';
import { DangerZone } from './DangerZone';
import { OrgAdminNote } from './OrgAdminNote';
import { SchoolBanner } from './SchoolBanner';

function ComingSoon({ what }: { what: string }) {
  return <EmptyState icon={<Sparkles />} title={`${what} is coming soon`} description="This part of your profile is not available yet." />;
}

/** `/profile` (signed in): My Feed, Friends and My Profile; My Profile is the one built so far. */
export function ProfilePage() {
  const me = useMe();
  useErrorToast(me.error, 'Failed to load profile');

  let myProfile;
  if (me.error) myProfile = <ErrorState title="Failed to load profile" onRetry={() => void me.refetch()} />;
  else if (!me.data) {
    myProfile = (
      <div role="status" aria-label="Loading profile" className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else {
    const { profile, roles, activity } = me.data;
    myProfile = (
      <div className="space-y-6">
        <SchoolBanner profile={profile} />
        <ActivityOverview activity={activity} />
        <AccountDetails profile={profile} />
        <OrgAdminNote roles={roles} />
        <DangerZone />
      </div>
    );
  }

  return (
    <PageContainer>
      <PageTitle title="Profile" />
      <PageHeader title={me.data?.profile.fullName || 'Profile'} description={me.data?.profile.email ?? me.data?.profile.phone ?? undefined} />
      <Tabs defaultValue="profile" className="max-w-3xl">
        <TabsList>
          <TabsTrigger value="feed">My Feed</TabsTrigger>
          <TabsTrigger value="friends">Friends</TabsTrigger>
          <TabsTrigger value="profile">My Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <ComingSoon what="My Feed" />
        </TabsContent>
        <TabsContent value="friends">
          <ComingSoon what="Friends" />
        </TabsContent>
        <TabsContent value="profile">{myProfile}</TabsContent>
      </Tabs>
    </PageContainer>
  );
}
