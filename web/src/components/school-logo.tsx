import { useState } from 'react';
import { cn } from '../lib/cn';
import { useRuntimeConfig } from '../lib/runtime-config';
import { websiteDomain } from '../lib/text';
import { AVATAR_SIZES, type AvatarSize, InitialsAvatar } from './ui/initials-avatar';
import { Skeleton } from './ui/skeleton';

/** `https://logo.example/{domain}` or a base `https://logo.example` → the image URL for a domain. */
function logoServiceImage(service: string, domain: string): string {
  return service.includes('{domain}') ? service.replace('{domain}', domain) : `${service}/${domain}`;
}

/**
 * A school's logo (docs/decisions.md#logos-from-a-configurable-service-never-blocking): the stored logo; else, when a
 * logo service is configured, its image for the school's website domain;
 * when an image fails or there is none, the generated initials avatar.
 */
export function SchoolLogo({
  name,
  logoUrl,
  website,
  size = 'md',
  className,
}: {
  name: string;
  logoUrl: string | null;
  website?: string | null;
  size?: AvatarSize;
  className?: string;
}) {
  const { logoServiceUrl } = useRuntimeConfig();
  const domain = websiteDomain(website);
  const sources = [logoUrl, logoServiceUrl && domain ? logoServiceImage(logoServiceUrl, domain) : null].filter(
    (s): s is string => Boolean(s),
  );
  const [failed, setFailed] = useState<string[]>([]);
  const src = sources.find((s) => !failed.includes(s));

  if (!src) return <InitialsAvatar name={name} size={size} className={className} />;
  return (
    <img
      key={src}
      src={src}
      alt={`${name} logo`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed((f) => [...f, src])}
      className={cn('shrink-0 rounded-full border border-slate-200 bg-white object-contain p-1', AVATAR_SIZES[size], className)}
    />
  );
}

/** A school's logo, name and place while they load. */
export function SchoolHeadingSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-5', className)}>
      <Skeleton circle className="size-20" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-40" />
      </div>
    </div>
  );
}
