import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClasses, FieldFrame, useFieldIds } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Content at the right end of the input (a show/hide toggle, say). */
  trailing?: ReactNode;
}

/** A labelled input with its error and hint wired for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className = '', ...rest },
  ref,
) {
  const { controlId, controlProps } = useFieldIds(id, { error, hint });
  return (
    <FieldFrame controlId={controlId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          {...controlProps}
          className={`${controlClasses(Boolean(error))} h-11 ${trailing ? 'pr-11' : ''}`}
          {...rest}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
    </FieldFrame>
  );
});
