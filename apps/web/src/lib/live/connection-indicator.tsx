import { WifiOff } from 'lucide-react';
import { useLiveStatus } from './use-live-status';
import { i18n } from '@/lib/i18n';

const TEXT = {
  reconnecting: /*i18n*/ 'Reconnecting... Live updates are paused.',
  offline: /*i18n*/ 'You are offline. Live updates are paused.',
} as const;

/**
 * A small notice while the live connection is down (offline, or trying again); nothing when
 * it is up or not needed. A polite status, so screen readers hear it once.
 */
export function ConnectionIndicator({ className = '' }: { className?: string }) {
  const status = useLiveStatus();
  const text = status === 'reconnecting' || status === 'offline' ? TEXT[status] : null;
  return (
    <div role="status" aria-live="polite" className={className}>
      {text && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
          {i18n.t(text)}
        </span>
      )}
    </div>
  );
}
