import { useState } from 'react';
import { PasswordSignIn, type SignInResult } from '../../components/auth/password-sign-in';
import { Button } from '../../components/ui/button';
import type { SignInChannel } from '../../lib/auth/auth-flow';
import { ChannelSwitch } from './ChannelSwitch';

/** Sign-in with e-mail (or, for phone-registered users, phone) and password. */
export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: (result: SignInResult) => Promise<void>; onForgot: () => void }) {
  const [channel, setChannel] = useState<SignInChannel>('email');
  return (
    <div className="space-y-4">
      <ChannelSwitch label="Sign in with" value={channel} onChange={setChannel} />
      <PasswordSignIn channel={channel} emailPlaceholder="you@university.edu" onSignedIn={onSignedIn} />
      <div className="text-center">
        <Button type="button" variant="link" size="sm" onClick={onForgot}>
          Forgot password?
        </Button>
      </div>
    </div>
  );
}
