import { useId } from 'react';

interface ToggleRowProps {
  label: string;
  description?: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  error?: string;
}

/** An on/off setting: a switch with its label and a line saying what it does. */
export function ToggleRow({ label, description, isOn, onChange, error }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          isOn ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform dark:bg-slate-100 ${
            isOn ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
