import { useEffect, useState, type FormEvent } from 'react';
import { VALIDATION_DEBOUNCE_MS } from '@courtside/shared/constants';

type Errors<V> = Partial<Record<keyof V, string | undefined>>;

interface LightFormOptions<V> {
  initial: V;
  /**
   * Every field's first message for these values (the rules of `validation/auth-rules`, or a
   * schema once loaded). Called on each render, so a rule reading a list that arrives later
   * (the breached passwords) applies as soon as it is here.
   */
  validate?: (values: V) => Errors<V>;
  /** Fields checked at every change, without the pause: a new password and its confirmation
   * (beside the live checklist), and choices (a checkbox, a select), which are not typed. */
  liveFields?: readonly (keyof V)[];
}

/**
 * The public pages' forms without react-hook-form or zod up front (docs/decisions/013).
 *
 * When errors show (the one rule; the app's react-hook-form forms follow its first half):
 * Submit shows every field's error at once and sends nothing while one is left. Before that, a
 * field shows its error once it was typed in or left, when typing has paused for
 * VALIDATION_DEBOUNCE_MS (live fields at once). A server's field error shows until that field
 * changes. `hasErrors` reads the values as they are now (for a disabled submit).
 */
export function useLightForm<V extends Record<string, unknown>>({
  initial,
  validate = () => ({}),
  liveFields = [],
}: LightFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [settled, setSettled] = useState(initial);
  const [visible, setVisible] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrorsState] = useState<Errors<V>>({});

  useEffect(() => {
    if (settled === values) return;
    const timer = setTimeout(() => setSettled(values), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, settled]);

  const errors = validate(values);
  const settledErrors = settled === values ? errors : validate(settled);
  const hasErrors = [...Object.values(errors), ...Object.values(serverErrors)].some(Boolean);

  const error = (field: keyof V): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    if (!visible[field]) return undefined;
    return (liveFields.includes(field) ? errors : settledErrors)[field];
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setVisible((current) => ({ ...current, [field]: true }));
    setServerErrorsState((current) => ({ ...current, [field]: undefined }));
  };
  const touch = (field: keyof V) => () => setVisible((current) => ({ ...current, [field]: true }));

  /** A text field's props: its name, value, shown error, and the change and leave handlers. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    error: error(name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
    onBlur: touch(name),
  });

  /** The form's onSubmit: shows every error; calls `onValid` with the values when there is none. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setVisible(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as typeof visible);
    setSettled(values);
    if (Object.values(validate(values)).some(Boolean)) return;
    onValid(values);
  };

  /** The server's field messages (a 422), on the fields this form has. */
  const setServerErrors = (fieldErrors: Record<string, string>) =>
    setServerErrorsState(
      Object.fromEntries(Object.keys(initial).map((key) => [key, fieldErrors[key]])) as Errors<V>,
    );

  const reset = (next: V = initial) => {
    setValues(next);
    setSettled(next);
    setVisible({});
    setServerErrorsState({});
  };

  return {
    values,
    set,
    touch,
    field,
    error,
    errors,
    hasErrors,
    handleSubmit,
    setServerErrors,
    reset,
  };
}
