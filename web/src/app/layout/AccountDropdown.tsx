import { CalendarPlus, ClipboardList, LifeBuoy, LogOut, Mail, Phone, School, ShieldCheck, User, UsersRound } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { presidedChapter, standingFromMe } from '../../../../shared/authz';
import { roleLabel } from '../../../../shared/roles';
import { Badge } from '../../components/ui/badge';
import { useFeedback } from '../feedback';
import { type SessionUser, signOutWithToast, useMe } from '../../lib/auth/session';
import { AvatarButton } from './AvatarButton';
import { accountAddress } from './account-display';
import { CREATE_EVENT_LINK } from './nav-links';

/** Add Email / Add Phone Number: its own chunk (the form and Amplify), loaded when chosen. */
const AddContactDialog = lazy(() => import('../../features/profile/AddContactDialog').then((m) => ({ default: m.AddContactDialog })));

const itemLayout = 'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none [&_svg]:size-4 [&_svg]:shrink-0';
const itemClass = `${itemLayout} text-slate-700 data-[highlighted]:bg-violet-50 data-[highlighted]:text-violet-900`;
/** Sign Out: the one item in red. */
const dangerItemClass = `${itemLayout} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`;

function Item({ icon, children, onSelect, danger = false }: { icon: ReactNode; children: ReactNode; onSelect?: () => void; danger?: boolean }) {
  return (
    <M.Item className={danger ? dangerItemClass : itemClass} onSelect={onSelect}>
      {icon}
      {children}
    </M.Item>
  );
}

function LinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <M.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </M.Item>
  );
}

/** The account's e-mail and phone number as the menu shows them, each with its value. */
function ContactItem({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Item icon={icon}>
      <span className="flex min-w-0 flex-col">
        <span>{label}</span>
        <span className="wrap-anywhere text-xs text-slate-500">{value}</span>
      </span>
    </Item>
  );
}

/**
 * The signed-in account dropdown (docs/spec/student-side.md §2): My Account, the address,
 * role badges, My Profile (full name, school), Create Event for role holders,
 * Manage Roles for presidents (docs/spec/leader-admin-side.md §6),
 * My School, the account's e-mail and/or phone number, Add Phone Number for
 * an e-mail account or Add Email for a phone account (a dialog verifying it
 * with a code), Feedback & Help, Sign Out.
 */
export function AccountDropdown({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [adding, setAdding] = useState<'email' | 'phone' | null>(null);
  const [addingOpen, setAddingOpen] = useState(false);
  const missing = !user.phone ? 'phone' : !user.email ? 'email' : null;
  const me = useMe();
  const navigate = useNavigate();
  const { openFeedback } = useFeedback();
  const profile = me.data?.profile;
  const roles = me.data?.roles ?? [];
  // The rule the /manage-roles gate and the API apply: presidents only.
  const presides = me.data ? presidedChapter(standingFromMe(me.data)) !== null : false;
  return (
    <M.Root open={open} onOpenChange={setOpen} modal={false}>
      <M.Trigger asChild>
        <AvatarButton user={user} />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none"
        >
          <M.Label className="px-2 pt-1.5 text-sm font-semibold text-slate-900">My Account</M.Label>
          <p className="wrap-anywhere px-2 pb-1.5 text-xs text-slate-500">{accountAddress(user)}</p>
          {roles.length > 0 ? (
            <div className="flex flex-col gap-1 px-2 pb-2">
              {roles.map((role) => (
                <Badge key={`${role.chapterId}:${role.role}`} tone="violet" className="w-fit">
                  {role.letters} {role.name} · {roleLabel(role.role)}
                </Badge>
              ))}
            </div>
          ) : null}
          <M.Separator className="my-1 h-px bg-slate-100" />
          <M.Item asChild className={itemClass}>
            <Link to="/profile">
              <User aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span>My Profile</span>
                {profile ? (
                  <span className="wrap-anywhere text-xs text-slate-500">
                    {profile.fullName}
                    {profile.schoolName ? ` · ${profile.schoolName}` : ''}
                  </span>
                ) : null}
              </span>
            </Link>
          </M.Item>
          {roles.length > 0 ? (
            <LinkItem to={CREATE_EVENT_LINK.to} icon={<CalendarPlus aria-hidden="true" />}>
              Create Event
            </LinkItem>
          ) : null}
          {presides ? (
            <LinkItem to="/manage-roles" icon={<UsersRound aria-hidden="true" />}>
              Manage Roles
            </LinkItem>
          ) : null}
          <LinkItem to="/my-school" icon={<School aria-hidden="true" />}>
            My School
          </LinkItem>
          {me.data?.office ? (
            <LinkItem to="/office" icon={<ClipboardList aria-hidden="true" />}>
              Greek-life Office
            </LinkItem>
          ) : null}
          {me.data?.isAdmin ? (
            <LinkItem to="/admin" icon={<ShieldCheck aria-hidden="true" />}>
              Admin Dashboard
            </LinkItem>
          ) : null}
          <M.Separator className="my-1 h-px bg-slate-100" />
          {user.email || !user.phone ? <ContactItem icon={<Mail aria-hidden="true" />} label="Email" value={user.email ?? 'Not set'} /> : null}
          {user.phone ? <ContactItem icon={<Phone aria-hidden="true" />} label="Phone" value={user.phone} /> : null}
          {missing ? (
            <Item
              icon={missing === 'phone' ? <Phone aria-hidden="true" /> : <Mail aria-hidden="true" />}
              onSelect={() => {
                setAdding(missing);
                setAddingOpen(true);
              }}
            >
              {missing === 'phone' ? 'Add Phone Number' : 'Add Email'}
            </Item>
          ) : null}
          <Item icon={<LifeBuoy aria-hidden="true" />} onSelect={openFeedback}>
            Feedback &amp; Help
          </Item>
          <M.Separator className="my-1 h-px bg-slate-100" />
          <Item
            icon={<LogOut aria-hidden="true" />}
            danger
            onSelect={() => void signOutWithToast(navigate)}
          >
            Sign Out
          </Item>
        </M.Content>
      </M.Portal>
      {adding ? (
        <Suspense fallback={null}>
          <AddContactDialog kind={adding} open={addingOpen} onOpenChange={setAddingOpen} />
        </Suspense>
      ) : null}
    </M.Root>
  );
}
