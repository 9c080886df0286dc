import { useMutation } from '@tanstack/react-query';
import { userExportSchema } from '@courtside/shared/api/user';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import { api } from '@/lib/api-client';
import { userPath } from './user-path';
import { readAnswer } from '@/lib/read-answer';

/** The file name a Content-Disposition header gives ('attachment; filename="x.json"'). */
export function fileNameFrom(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** Hands `text` to the browser as a download named `fileName`. */
export function downloadFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * GET /api/users/{id}/export: everything stored about the user, saved as the JSON file the
 * server names (its Content-Disposition; the same pattern if a proxy hides the header).
 */
async function exportData(id: string): Promise<string> {
  const response = await api.get(userPath(id, '/export'));
  const data = readAnswer(userExportSchema, response.data);
  const fileName =
    fileNameFrom(response.headers['content-disposition']) ??
    `${PRODUCT_NAME.toLowerCase()}-data-${data.exportedAt.slice(0, 10)}.json`;
  downloadFile(JSON.stringify(response.data, null, 2), fileName, 'application/json');
  return fileName;
}

export const useExportData = (id: string) => useMutation({ mutationFn: () => exportData(id) });
