import type { Match } from '@courtside/shared/api/match';
import type { SpecialResultKind } from '@courtside/shared/domain/competition/statuses';
import { i18n } from '@/lib/i18n';

/** The shared SPECIAL_RESULT_LABELS and _NAMES, marked for translation (shown with i18n.t). */
export const SPECIAL_RESULT_LABEL_TEXTS: Record<SpecialResultKind, string> = {
  walkover: /*i18n*/ 'W/O',
  retirement: /*i18n*/ 'RET',
  forfeit: /*i18n*/ 'FF',
  disqualification: /*i18n*/ 'DQ',
};
export const SPECIAL_RESULT_NAME_TEXTS: Record<SpecialResultKind, string> = {
  walkover: /*i18n*/ 'Walkover (no-show or withdrawal)',
  retirement: /*i18n*/ 'Retirement',
  forfeit: /*i18n*/ 'Forfeit',
  disqualification: /*i18n*/ 'Disqualification',
};

/** A special result's name in the page's language ('Retirement'). */
export const specialResultName = (kind: SpecialResultKind): string =>
  i18n.t(SPECIAL_RESULT_NAME_TEXTS[kind]);

/** A special result's short label (W/O, RET, FF, DQ: decision 024), its name on hover. */
export function SpecialResultLabel({ match }: { match: Pick<Match, 'resultKind'> }) {
  if (!match.resultKind) return null;
  return (
    <abbr
      title={specialResultName(match.resultKind)}
      className="rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 no-underline"
    >
      {i18n.t(SPECIAL_RESULT_LABEL_TEXTS[match.resultKind])}
    </abbr>
  );
}
