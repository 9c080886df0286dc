interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What a screen reader hears instead of a bare percentage ("9 of 16"). */
  valueText?: string;
}

/** A horizontal bar with the progressbar role and its values exposed. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const safeMax = Math.max(1, max);
  const clamped = Math.min(Math.max(0, value), safeMax);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${(clamped / safeMax) * 100}%` }}
      />
    </div>
  );
}
