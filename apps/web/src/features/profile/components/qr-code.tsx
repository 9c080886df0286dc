import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

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
 * Account tab does not carry it. `label` names the image for screen readers.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
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
        The QR code could not be drawn. Enter the key below in your app instead.
      </p>
    );
  }
  if (!matrix || matrix.text !== text) return <Skeleton className="h-48 w-48" />;
  const size = matrix.data.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-md bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(matrix.data)} fill="#000" />
    </svg>
  );
}
