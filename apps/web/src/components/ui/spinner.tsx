import { Loader2 } from 'lucide-react';

export function Spinner({ className = 'h-5 w-5', label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />
      <span className={label ? '' : 'sr-only'}>{label ?? 'Loading'}</span>
    </span>
  );
}
