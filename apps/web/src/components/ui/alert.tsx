import type { ReactNode, Ref } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

type AlertTone = 'success' | 'error' | 'info';

const TONES: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', Icon: Info },
};

/**
 * An inline banner; errors are announced assertively, the rest politely. With `focusRef` it can
 * take the focus (a refusal that replaced the control the user had pressed, WCAG 2.4.3).
 */
export function Alert({
  tone,
  children,
  focusRef,
}: {
  tone: AlertTone;
  children: ReactNode;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm outline-none ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
