import { Suspense, forwardRef, lazy, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/auth/session-store';
import { avatarLetters } from './account-display';

/** The dropdown (Radix menu and its positioning code) loads on first open or hover. */
const loadDropdown = () => import('./AccountDropdown');
const AccountDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountDropdown })));

/** The avatar button's name: its visible letters first (WCAG 2.5.3, label in name), then what it opens. */
export function avatarButtonName(user: SessionUser): string {
  return `${avatarLetters(user)}, account menu`;
}

/** The round avatar button that opens the account menu. */
export const AvatarButton = forwardRef<HTMLButtonElement, ComponentProps<'button'> & { user: SessionUser }>(function AvatarButton(
  { user, className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={avatarButtonName(user)}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-violet-700 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    >
      {avatarLetters(user)}
    </button>
  );
});

/** Signed-in header control: the avatar; the dropdown itself is mounted on first use. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <AvatarButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={user} defaultOpen />
    </Suspense>
  );
}
