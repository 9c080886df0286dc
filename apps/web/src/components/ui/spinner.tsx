import { Loader2 } from 'lucide-react';
import { i18n } from '@/lib/i18n';

export function Spinner({ className = 'h-5 w-5', label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />
      <span className={label ? '' : 'sr-only'}>{label ?? i18n.t('Loading')}</span>
    </span>
  );
}
