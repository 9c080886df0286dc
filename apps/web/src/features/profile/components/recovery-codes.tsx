import { Copy, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { downloadFile } from '../api/export-data';
import { i18n } from '@/lib/i18n';

const FILE_NAME = `${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`;

/** The ten recovery codes, shown this once (decision 011), to copy or download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const asText = codes.join('\n');
  const copy = async () => {
    if (await copyText(asText)) toast.success(i18n.t('Recovery codes copied'));
    else toast.error(i18n.t('Could not copy. Please select the codes and copy them by hand.'));
  };
  const download = () =>
    downloadFile(
      `${i18n.t('{product} recovery codes. Each one signs you in once.', { product: PRODUCT_NAME })}\n\n${asText}\n`,
      FILE_NAME,
      'text/plain',
    );
  return (
    <div className="space-y-3">
      <Alert tone="info">
        {i18n.t(
          'Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They will not be shown again.',
        )}
      </Alert>
      <ul
        aria-label={i18n.t('Recovery codes')}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" /> {i18n.t('Copy')}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" className="h-4 w-4" /> {i18n.t('Download')}
        </Button>
      </div>
    </div>
  );
}
