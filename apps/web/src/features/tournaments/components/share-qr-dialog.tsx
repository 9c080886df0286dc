import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { copyText } from '@/lib/clipboard';
import { richText } from '@/lib/i18n/rich-text';
import { i18n } from '@/lib/i18n';

/** The public page's address as an SVG QR code; the encoder (uqr) loads with the first one. */
function useQrImage(text: string): { src: string | null; hasFailed: boolean } {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    import('uqr').then(
      ({ renderSVG }) => {
        const svg = renderSVG(text, { ecc: 'M', border: 2 });
        if (isCurrent)
          setImage({ text, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return { src: image?.text === text ? image.src : null, hasFailed };
}

/**
 * Share the public spectator page (issue 11): its link to copy and a QR code to put on a
 * sign at the venue or a TV, so the crowd follows the scores on their phones.
 */
export function ShareQrDialog({
  name,
  url,
  onClose,
}: {
  name: string;
  url: string;
  onClose: () => void;
}) {
  const { src, hasFailed } = useQrImage(url);
  const copy = async () => {
    if (await copyText(url)) toast.success(i18n.t(TOURNAMENT_MESSAGES.linkCopied));
    else toast.error(i18n.t('Could not copy the link. Copy it from the box instead.'));
  };
  return (
    <Modal isOpen title={i18n.t('Share Tournament')} size="sm" onClose={onClose}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-sm text-slate-700">
          {richText(
            i18n.t('Anyone can follow <b>{name}</b> live on this page, no account needed.', {
              name,
            }),
            { b: (chunk) => <strong>{chunk}</strong> },
          )}
        </p>
        {hasFailed ? (
          <p role="alert" className="text-sm text-red-600">
            {i18n.t('The QR code could not be drawn. Share the link instead.')}
          </p>
        ) : src ? (
          <img
            src={src}
            alt={i18n.t('QR code for {url}', { url })}
            className="h-56 w-56 rounded-md bg-white"
          />
        ) : (
          <Skeleton className="h-56 w-56" />
        )}
        <p className="w-full rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-800">
          {url}
        </p>
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {i18n.t('Close')}
          </Button>
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="h-4 w-4" /> {i18n.t('Copy link')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
