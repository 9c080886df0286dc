import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, useFieldIds } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error and hint wired for assistive technology. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, id, className = '', rows = 4, ...rest }, ref) {
    const { controlId, controlProps } = useFieldIds(id, { error, hint });
    return (
      <FieldFrame
        controlId={controlId}
        label={label}
        error={error}
        hint={hint}
        className={className}
      >
        <textarea
          ref={ref}
          rows={rows}
          {...controlProps}
          className={`${controlClasses(Boolean(error))} py-2`}
          {...rest}
        />
      </FieldFrame>
    );
  },
);
