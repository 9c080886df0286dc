import { i18n } from '@/lib/i18n';
import { AWAITING_CONFIRMATION } from '@/lib/matches/awaiting-confirmation';

/**
 * A score entered by a player that waits for the other side or the desk (decision 027): said on
 * the public page as in the app, in place of the Live mark (the match is not decided yet).
 */
export function AwaitingBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 ${className}`}
    >
      {i18n.t(AWAITING_CONFIRMATION)}
    </span>
  );
}
