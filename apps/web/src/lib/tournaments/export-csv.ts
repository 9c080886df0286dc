import { useMutation } from '@tanstack/react-query';
import type { ExportKind } from '@courtside/shared/api/exports';
import { api } from '@/lib/api-client';
import { downloadFile, fileNameFrom } from '@/lib/download';

/**
 * GET /api/tournaments/{id}/export/{kind}.csv (the owner): the CSV as the server wrote it
 * (bytes, untouched by the client's text cleaning), saved under the name it gives.
 */
export async function exportTournamentCsv(tournamentId: string, kind: ExportKind) {
  const response = await api.get<Blob>(
    `/tournaments/${encodeURIComponent(tournamentId)}/export/${kind}.csv`,
    { responseType: 'blob' },
  );
  const fileName = fileNameFrom(response.headers['content-disposition']) ?? `${kind}.csv`;
  downloadFile(response.data, fileName, 'text/csv');
  return fileName;
}

export const useTournamentCsvExport = (tournamentId: string, kind: ExportKind) =>
  useMutation({ mutationFn: () => exportTournamentCsv(tournamentId, kind) });
