/** Accounts, leaders and the admin dashboard: profiles, roles, GET /me, leader requests and their review. */
import type { OrganizationType, Role } from '../limits';

export type RoleName = Role;

/** One role row, joined with its chapter's letters and name for display. */
export interface RoleView {
  chapterId: string;
  role: RoleName;
  letters: string;
  name: string;
  schoolName: string;
}

export interface Profile {
  /** The Cognito `sub`: one id per person everywhere. */
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  schoolId: string | null;
  schoolName: string | null;
  schoolState: string | null;
  /** The chapter the user leads or belongs to (the spec's greek_org_id). */
  chapterId: string | null;
  /** True when the user holds at least one role (the spec's is_org_admin). */
  isOrgAdmin: boolean;
  createdAt: string;
}

/** Activity overview on My Profile: real counts, 0 until a feature exists. */
export interface ActivityCounts {
  totalTickets: number;
  eventsAttended: number;
  savedEvents: number;
  friends: number;
}

/** GET /me: everything the header, My School and My Profile need, in one call. */
export interface MeResponse {
  profile: Profile;
  roles: RoleView[];
  /** Private: the owner's own date of birth, `yyyy-MM-dd`; no other answer ever carries it. */
  dateOfBirth: string | null;
  isAdmin: boolean;
  activity: ActivityCounts;
  /** True while a leader or office request of theirs awaits an admin's review (the leader portal says to wait). */
  pendingLeaderRequest?: boolean;
  /** The school whose Greek-life office the account is (the SPA opens /office to it); null or absent for anyone else. */
  office?: { schoolId: string; schoolName: string } | null;
}

/** Which roles of a chapter are already held ("Role already taken"). */
export interface ChapterRolesResponse {
  chapterId: string;
  chapterName: string;
  taken: { president: boolean; media_manager: boolean };
}

export type LeaderRequestStatus = 'pending' | 'approved' | 'rejected';

/** What every access request an admin reviews holds, whatever it asks for. */
interface AccessRequestBase {
  id: string;
  userId: string;
  fullName: string;
  email: string | null;
  message: string | null;
  status: LeaderRequestStatus;
  createdAt: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** A leader request as the admin Approvals tab shows it. */
export interface LeaderRequestView extends AccessRequestBase {
  kind: 'leader';
  chapterId: string;
  letters: string;
  organizationName: string;
  schoolName: string;
  type: OrganizationType;
  requestedRole: RoleName;
}

/** A request for a school's Greek-life office, filed from the leader portal by its staff. */
export interface OfficeRequestView extends AccessRequestBase {
  kind: 'office';
  schoolId: string;
  schoolName: string;
  jobTitle: string;
}

/** Any request the Approvals tab lists. */
export type AccessRequestView = LeaderRequestView | OfficeRequestView;

export interface LeaderRequestResponse {
  request: LeaderRequestView;
}

export interface OfficeRequestResponse {
  request: OfficeRequestView;
}

/** An approval or a rejection: the request as reviewed. */
export interface AccessRequestResponse {
  request: AccessRequestView;
}

/** GET /admin/overview; with `?include=approvals` the Approvals tab too (the dashboard in one request). */
export interface AdminOverviewResponse {
  totalUsers: number;
  signupsLast7Days: number;
  pendingApprovals: number;
  activeEvents: number;
  organizations: number;
  schools: number;
  approvals?: LeaderRequestsResponse;
}

export interface LeaderRequestsResponse {
  pending: AccessRequestView[];
  /** The last 10 reviewed, newest first. */
  recent: AccessRequestView[];
}
