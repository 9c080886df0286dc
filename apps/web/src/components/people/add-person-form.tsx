import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UserSummary } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { PersonCombobox, type PersonComboboxProps } from './person-combobox';
import { i18n } from '@/lib/i18n';

export const CHOOSE_PERSON = /*i18n*/ 'Choose a person from the suggestions';

interface AddPersonFormProps {
  label: string;
  submitLabel: string;
  isPending: boolean;
  taken?: PersonComboboxProps['taken'];
  /** Adds the chosen person; calls `done` once added, which empties the combobox. */
  onAdd: (user: UserSummary, done: () => void) => void;
  /** More fields between the combobox and the button (a scope). */
  children?: ReactNode;
}

/**
 * A person picked in the combobox, then added with the button: the one way the organizer names
 * score keepers (per match or per scope) and desk staff.
 */
export function AddPersonForm({
  label,
  submitLabel,
  isPending,
  taken,
  onAdd,
  children,
}: AddPersonFormProps) {
  const [person, setPerson] = useState<UserSummary | null>(null);
  const [error, setError] = useState<string | undefined>();
  // A new key empties the combobox once its choice was added.
  const [round, setRound] = useState(0);
  // The button was disabled while adding and the combobox replaced: the focus goes to the new
  // combobox, ready for the next person, rather than to the page's top (WCAG 2.4.3).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (round > 0) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [round]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!person) {
      // The typed text stays; the search takes the focus to choose from (issue 26).
      setError(i18n.t(CHOOSE_PERSON));
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    onAdd(person, () => {
      setPerson(null);
      setRound((r) => r + 1);
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-2 space-y-3">
      <PersonCombobox
        key={round}
        label={label}
        value={person}
        taken={taken}
        onChange={(user) => {
          setPerson(user);
          if (user) setError(undefined);
        }}
        error={error}
      />
      {children}
      <Button type="submit" isLoading={isPending}>
        {!isPending && <UserPlus aria-hidden="true" className="h-4 w-4" />}
        {submitLabel}
      </Button>
    </form>
  );
}
