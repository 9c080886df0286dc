import { useId, type ReactNode } from 'react';
import { validationMessage } from '@/lib/i18n';

/** The border and focus ring of an input, a textarea or a select, red when it has an error. */
export const controlClasses = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 ${
    hasError ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-brand-600'
  }`;

/**
 * The ids a form control needs: its own, and the aria props that tie its error
 * and hint to it for assistive technology.
 */
export function useFieldIds(
  id: string | undefined,
  { error, hint }: { error?: string; hint?: ReactNode },
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

interface FieldFrameProps {
  controlId: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Keeps the label for assistive technology only (a compact filter bar). */
  isLabelHidden?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label above, hint and error below: the frame every form control shares. The error is shown
 * in the page's language: a shared validation message is a catalogue key (area `validation`).
 */
export function FieldFrame({
  controlId,
  label,
  error,
  hint,
  isLabelHidden = false,
  className = '',
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className={isLabelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${controlId}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${controlId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {validationMessage(error)}
        </p>
      )}
    </div>
  );
}
