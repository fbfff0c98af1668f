/** Response types of the admin dashboard's tabs and of /manage-roles (docs/spec/leader-admin-side.md §2). */
import type { Role } from '../limits';

/** docs/spec/leader-admin-side.md §9 plus every admin write: what an audit entry says was done. */
export type AuditAction =
  | 'APPROVE_LEADER_REQUEST'
  | 'REJECT_LEADER_REQUEST'
  | 'DELETE_EVENT'
  | 'ASSIGN_ROLE'
  | 'REMOVE_ROLE'
  | 'DELETE_USER'
  | 'CREATE_SCHOOL'
  | 'DELETE_SCHOOL'
  | 'CREATE_ORGANIZATION'
  | 'DELETE_ORGANIZATION'
  | 'UPLOAD_SCHOOL_LOGO'
  | 'DELETE_SCHOOL_LOGO'
  | 'AUTO_FETCH_SCHOOL_LOGO'
  | 'RUN_DATA_TOOL'
  // Cancelled events: by a leader of the host chapter or an admin (`adminId` is whoever cancelled).
  | 'CANCEL_EVENT'
  // Party paperwork
  | 'UPDATE_SCHOOL_RULES'
  // The Greek-life office: granted to an account for one school, or taken back
  | 'GRANT_OFFICE'
  | 'REVOKE_OFFICE'
  // A request for the office filed from the leader portal, approved (granting the office) or rejected
  | 'APPROVE_OFFICE_REQUEST'
  | 'REJECT_OFFICE_REQUEST'
  // The office's review of an event with alcohol: submitted at creation, approved or returned by the office, resubmitted by the chapter
  | 'SUBMIT_EVENT'
  | 'APPROVE_EVENT'
  | 'RETURN_EVENT'
  | 'RESUBMIT_EVENT'
  // The Greek-life office opened an event's entry log (`details.reason` says why)
  | 'OPEN_ENTRY_LOG'
  // The Greek-life office recorded or cleared a member's sober-monitor training (`details`: chapter and date)
  | 'RECORD_MONITOR_TRAINING'
  | 'CLEAR_MONITOR_TRAINING';
export type AuditTargetType = 'leader_request' | 'office_request' | 'party_event' | 'user' | 'role' | 'school' | 'organization' | 'data_tool';

export interface AuditEntryView {
  id: string;
  adminId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** The Audit tab: the 50 newest entries, newest first. */
export interface AuditLogResponse {
  entries: AuditEntryView[];
}

/** A member of a chapter: by profile organization or by a role of it. */
export interface ChapterMemberView {
  sub: string;
  fullName: string;
  email: string | null;
}

export interface ChapterRoleHolderView extends ChapterMemberView {
  role: Role;
}

/** /manage-roles: the president's chapter, its members (the picker) and its current roles. */
export interface ManageRolesResponse {
  chapter: { id: string; letters: string; name: string; schoolName: string };
  members: ChapterMemberView[];
  roles: ChapterRoleHolderView[];
}

/** A row of the Users tab. */
export interface AdminUserView {
  sub: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  /** The profile's school (the Greek-life office an admin may make the account); null without one. */
  schoolId: string | null;
  schoolName: string | null;
  /** "ΑΕΦ Alpha Epsilon Phi", or null without an organization. */
  organization: string | null;
  /** The Greek-life office the account holds, or null. */
  office: { schoolId: string; schoolName: string } | null;
  createdAt: string;
}

/** One page of the Users tab, newest sign-ups first; `nextCursor` null on the last page. */
export interface UserListResponse {
  users: AdminUserView[];
  nextCursor: string | null;
}

/** A row of the Roles tab's list of assignments. */
export interface RoleAssignmentView {
  chapterId: string;
  role: Role;
  sub: string;
  fullName: string;
  email: string | null;
  letters: string;
  organizationName: string;
  schoolName: string;
  createdAt: string;
}

export interface RoleAssignmentsResponse {
  assignments: RoleAssignmentView[];
}
