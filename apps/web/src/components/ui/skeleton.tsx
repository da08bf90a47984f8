import { cn } from './cn';

/** A grey block shown where content is loading. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-lg bg-sand-200', className)} />;
}
