import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/lib/i18n';

/** The dark modules of a QR code as one SVG path, one square per module. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * A QR code of `text`, drawn as SVG. The encoder (uqr) loads with the first code shown, so the
 * screens without one do not carry it. `label` names the image for screen readers; `failed`
 * says what to do when it cannot be drawn. Used by two-factor setup and the check-in ticket.
 */
export function QrCode({
  text,
  label,
  failed,
  className = 'h-48 w-48',
}: {
  text: string;
  label: string;
  failed?: string;
  className?: string;
}) {
  const [matrix, setMatrix] = useState<{ text: string; data: boolean[][] } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import('uqr').then(
      ({ encode }) => {
        if (isCurrent) setMatrix({ text, data: encode(text, { ecc: 'M', border: 2 }).data });
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (hasFailed) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {failed ??
          i18n.t('The QR code could not be drawn. Enter the key below in your app instead.')}
      </p>
    );
  }
  if (!matrix || matrix.text !== text) return <Skeleton className={className} />;
  const size = matrix.data.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`${className} rounded-md bg-white`}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(matrix.data)} fill="#000" />
    </svg>
  );
}
