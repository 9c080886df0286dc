/** A grey placeholder block shaped like content that is still loading; hidden from screen readers. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />
  );
}
