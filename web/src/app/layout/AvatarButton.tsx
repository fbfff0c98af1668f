import { type ComponentProps, forwardRef } from 'react';
import type { SessionUser } from '../../lib/auth/session-store';
import { cn } from '../../lib/cn';
import { avatarLetters } from './account-display';

/** The avatar button's name: its visible letters first (WCAG 2.5.3, label in name), then what it opens. */
function avatarButtonName(user: SessionUser): string {
  return `${avatarLetters(user)}, account menu`;
}

/** The round avatar button that opens the account menu (before and after the menu's code has loaded). */
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
