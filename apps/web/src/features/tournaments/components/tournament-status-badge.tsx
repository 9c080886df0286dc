import type { TournamentStatus } from '@courtside/shared/constants';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE, STATUS_LABELS, statusOf } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

/** The status badge of spec section 4; a missing status reads as upcoming. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus | null | undefined }) {
  const value = statusOf(status);
  return <Badge variant={STATUS_BADGE[value]}>{i18n.t(STATUS_LABELS[value])}</Badge>;
}
