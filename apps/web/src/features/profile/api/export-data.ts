import { useMutation } from '@tanstack/react-query';
import { userExportSchema } from '@courtside/shared/api/user';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import { api } from '@/lib/api-client';
import { userPath } from './user-path';
import { readAnswer } from '@/lib/read-answer';
import { downloadFile, fileNameFrom } from '@/lib/download';

export { downloadFile, fileNameFrom };

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
