import { cn } from './cn';

/** The mark: a brass ring around a coral bead on indigo, with two glass beads. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#1a1e4a" />
      <circle cx="32" cy="32" r="20" fill="none" stroke="#dbb053" strokeWidth="5" />
      <circle cx="32" cy="32" r="8" fill="#d6482f" />
      <circle cx="32" cy="8.5" r="3.5" fill="#2e9e64" />
      <circle cx="32" cy="55.5" r="3.5" fill="#f0b43a" />
    </svg>
  );
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'font-display text-xl font-bold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-cloth-900',
        )}
      >
        Nupe Music
      </span>
    </span>
  );
}
