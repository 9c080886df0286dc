import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Keeps the label for assistive technology only (a compact filter bar). */
  isLabelHidden?: boolean;
}

/** A labelled native select: the platform's picker is the most usable one on a phone. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, isLabelHidden = false, id, className = '', ...rest },
  ref,
) {
  const { controlId, controlProps } = useFieldIds(id, { error });
  return (
    <FieldFrame
      controlId={controlId}
      label={label}
      error={error}
      isLabelHidden={isLabelHidden}
      className={className}
    >
      <select
        ref={ref}
        {...controlProps}
        className={`${controlClasses(Boolean(error))} h-11`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
