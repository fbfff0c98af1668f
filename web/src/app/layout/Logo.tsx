import { cn } from '../../lib/cn';

/** The map-themed mark: a folded campus map with a location pin. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="32" height="32" rx="8" fill="#5b21b6" />
      <path d="M6 9l6-2.5 8 2.5 6-2.5v16.5l-6 2.5-8-2.5-6 2.5z" fill="#ede9fe" />
      <path d="M12 6.5v16.5M20 9v16.5" stroke="#c4b5fd" strokeWidth="1.2" />
      <path d="M8 19.5c2.5-1 4.5 1 7 0s4.5-2 9-.5" stroke="#a78bfa" strokeWidth="1" strokeDasharray="1.6 1.4" fill="none" />
      <path d="M16 8.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8 4.5 8s4.5-4.6 4.5-8A4.5 4.5 0 0 0 16 8.5z" fill="#f59e0b" />
      <circle cx="16" cy="13" r="1.7" fill="#fff" />
    </svg>
  );
}

/** Mark and name, as shown in the header and footer. */
export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="shrink-0" />
      <span className={cn('text-lg font-bold tracking-tight', light ? 'text-white' : 'text-slate-900')}>
        Greek <span className={light ? 'text-amber-300' : 'text-violet-700'}>Campus</span>
      </span>
    </span>
  );
}
