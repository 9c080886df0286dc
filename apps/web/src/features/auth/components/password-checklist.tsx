import { Check, X } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@courtside/shared/constants';
import {
  PASSWORD_REQUIREMENTS,
  type PasswordRequirement,
} from '@courtside/shared/validation/auth-rules';
import { i18n } from '@/lib/i18n';

/** A requirement's label in the page's language ("At least 8 characters" is built with its count). */
export const requirementLabel = (requirement: PasswordRequirement): string =>
  requirement.id === 'length'
    ? i18n.t('At least {count} characters', { count: PASSWORD_MIN_LENGTH })
    : i18n.t(requirement.label);

/** The live strength checklist: every rule, met or not. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul
      id={id}
      aria-label={i18n.t('Password requirements')}
      className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
    >
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const isMet = password.length > 0 && requirement.test(password);
        return (
          <li
            key={requirement.id}
            className={`flex items-center gap-1.5 ${isMet ? 'text-green-700' : 'text-slate-600'}`}
          >
            {isMet ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <X aria-hidden="true" className="h-4 w-4" />
            )}
            {requirementLabel(requirement)}
            <span className="sr-only">{isMet ? i18n.t('(met)') : i18n.t('(not met)')}</span>
          </li>
        );
      })}
    </ul>
  );
}
