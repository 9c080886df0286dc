import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import type { ExportKind } from '@courtside/shared/api/exports';
import { Button } from '@/components/ui/button';
import { useTournamentCsvExport } from '@/lib/tournaments/export-csv';
import { i18n } from '@/lib/i18n';

const LABELS: Record<ExportKind, string> = {
  entrants: /*i18n*/ 'Export entrants (CSV)',
  results: /*i18n*/ 'Export results (CSV)',
};

/** The organizer's download of a tournament's entrants or results as CSV (issue 26). */
export function ExportCsvButton({
  tournamentId,
  kind,
}: {
  tournamentId: string;
  kind: ExportKind;
}) {
  const exporting = useTournamentCsvExport(tournamentId, kind);
  const run = () =>
    exporting.mutate(undefined, {
      onSuccess: (fileName) => toast.success(i18n.t('Downloaded {fileName}', { fileName })),
      onError: (error) => toast.error(error.message),
    });
  return (
    <Button variant="outline" size="sm" onClick={run} isLoading={exporting.isPending}>
      {!exporting.isPending && <Download aria-hidden="true" className="h-4 w-4" />}
      {i18n.t(LABELS[kind])}
    </Button>
  );
}
