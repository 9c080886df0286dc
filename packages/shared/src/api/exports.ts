/** The organizer's CSV exports of a tournament (issue 26). */
export const EXPORT_KINDS = ['entrants', 'results'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** GET /api/tournaments/{id}/export/{kind}.csv */
export const tournamentExportPath = (tournamentId: string, kind: ExportKind) =>
  `/api/tournaments/${encodeURIComponent(tournamentId)}/export/${kind}.csv`;

export const ENTRANT_CSV_COLUMNS = ['Name', 'Email', 'Rating', 'Partner', 'Status'] as const;
export const RESULT_CSV_COLUMNS = [
  'Round',
  'Stage',
  'Group',
  'Side 1',
  'Side 2',
  'Score',
  'Winner',
  'Result',
  'Status',
  'Court',
  'Start (venue time)',
] as const;
