import { useMe } from '../../lib/auth/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUnusableAccountName } from '../../lib/auth/auth-flow';
import { AccountDetails } from './AccountDetails';
import { AccountNameForm } from './AccountNameForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { ActivityOverview } from './ActivityOverview';
import { DangerZone } from './DangerZone';
import { DateOfBirth } from './DateOfBirth';
import { FriendsTab } from './FriendsTab';
import { MyFeed } from './MyFeed';
import { OrgAdminNote } from './OrgAdminNote';
import { SchoolBanner } from './SchoolBanner';

/** `/profile` (signed in): My Feed, Friends and My Profile. */
export function ProfilePage() {
  // Fresh on every visit: tickets, saves and friends change the activity counts from other pages.
  const me = useMe({ fresh: true });
  // A refused name is no load failure: the form below says why and asks for it again.
  const nameRefused = isUnusableAccountName(me.error) ? me.error : null;
  useErrorToast(nameRefused ? null : me.error, 'Failed to load profile');

  let myProfile;
  if (nameRefused) myProfile = <AccountNameForm reason={nameRefused.message} />;
  else if (me.error) myProfile = <ErrorState title="Failed to load profile" onRetry={() => void me.refetch()} />;
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
        <DateOfBirth dateOfBirth={me.data.dateOfBirth} />
        <OrgAdminNote roles={roles} />
        <SignOutEverywhere />
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
          <MyFeed />
        </TabsContent>
        <TabsContent value="friends">
          <FriendsTab />
        </TabsContent>
        <TabsContent value="profile">{myProfile}</TabsContent>
      </Tabs>
    </PageContainer>
  );
}
