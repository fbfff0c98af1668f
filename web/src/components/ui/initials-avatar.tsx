import { cn } from '../../lib/cn';
import { hueOf, initials } from '../../lib/text';

/** Generated avatar: the name's initials on a colour derived from the name. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const hue = hueOf(name);
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={cn('inline-flex size-12 shrink-0 select-none items-center justify-center rounded-full text-base font-bold text-white', className)}
      // 30 % lightness keeps white initials at 4.5:1 or more on every hue (38 % fell to 3.1:1 on yellows).
      style={{ backgroundColor: `hsl(${hue} 55% 30%)` }}
    >
      {initials(name)}
    </span>
  );
}
