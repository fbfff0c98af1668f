import { Mail, Smartphone } from 'lucide-react';
import { Segmented } from '../../components/form-fields';
import type { SignInChannel } from '../../lib/auth/auth-flow';

const CHANNELS: { value: SignInChannel; label: React.ReactNode }[] = [
  { value: 'email', label: <><Mail aria-hidden="true" />Email</> },
  { value: 'phone', label: <><Smartphone aria-hidden="true" />Phone</> },
];

/** Email or Phone: how a student signs in, or signs up. */
export function ChannelSwitch({ label, value, onChange }: { label: string; value: SignInChannel; onChange: (channel: SignInChannel) => void }) {
  return <Segmented label={label} value={value} onChange={onChange} options={CHANNELS} />;
}
