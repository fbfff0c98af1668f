import { cn } from '../../lib/cn';
import { hueOf, initials } from '../../lib/text';

/** An avatar's or logo's sizes (one class each for size and type, so a caller's `className` never restyles them). */
export const AVATAR_SIZES = {
  md: 'size-12 text-base',
  banner: 'size-14 text-lg',
  lg: 'size-20 text-2xl',
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Generated avatar: the name's initials on a colour derived from the name. */
export function InitialsAvatar({ name, size = 'md', className }: { name: string; size?: AvatarSize; className?: string }) {
  const hue = hueOf(name);
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={cn('inline-flex shrink-0 select-none items-center justify-center rounded-full font-bold text-white', AVATAR_SIZES[size], className)}
      // 30 % lightness keeps white initials at 4.5:1 or more on every hue (38 % fell to 3.1:1 on yellows).
      style={{ backgroundColor: `hsl(${hue} 55% 30%)` }}
    >
      {initials(name)}
    </span>
  );
}
