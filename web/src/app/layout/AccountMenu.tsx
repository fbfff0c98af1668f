import { Suspense, lazy, useState } from 'react';
import type { SessionUser } from '../../lib/auth/session-store';
import { AvatarButton } from './AvatarButton';

/** The dropdown (Radix menu and its positioning code) loads on first open or hover. */
const loadDropdown = () => import('./AccountDropdown');
const AccountDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountDropdown })));

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
