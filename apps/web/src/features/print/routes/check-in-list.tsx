import { PrintFrame } from '@/features/print/components/print-frame';
import { CheckInSheet } from '@/features/print/components/check-in-sheet';

/** /app/tournaments/{id}/print/check-in: the paper check-in list of the event. */
export default function CheckInListPage() {
  return <PrintFrame title="Check-in List">{(t) => <CheckInSheet tournament={t} />}</PrintFrame>;
}
