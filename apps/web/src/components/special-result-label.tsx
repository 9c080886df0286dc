import type { Match } from '@courtside/shared/api/match';
import {
  SPECIAL_RESULT_LABELS,
  SPECIAL_RESULT_NAMES,
} from '@courtside/shared/domain/competition/statuses';

/** A special result's short label (W/O, RET, FF, DQ: decision 024), its name on hover. */
export function SpecialResultLabel({ match }: { match: Pick<Match, 'resultKind'> }) {
  if (!match.resultKind) return null;
  return (
    <abbr
      title={SPECIAL_RESULT_NAMES[match.resultKind]}
      className="rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 no-underline"
    >
      {SPECIAL_RESULT_LABELS[match.resultKind]}
    </abbr>
  );
}
