import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const fieldClasses = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 ${
    hasError ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-brand-600'
  }`;

/** Label, control and error, wired like the shared TextField. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

export const ContactTextarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  function ContactTextarea({ label, error, ...rest }, ref) {
    const id = useId();
    return (
      <Field id={id} label={label} error={error}>
        <textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${fieldClasses(Boolean(error))} py-2`}
          {...rest}
        />
      </Field>
    );
  },
);

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
}

export const ContactSelect = forwardRef<HTMLSelectElement, SelectProps>(function ContactSelect(
  { label, error, children, ...rest },
  ref,
) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClasses(Boolean(error))} h-11`}
        {...rest}
      >
        {children}
      </select>
    </Field>
  );
});
