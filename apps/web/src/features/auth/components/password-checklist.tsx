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

/**
 * A tick or a cross, drawn here (lucide's check and x): as lucide components they were two
 * chunks of their own on the sign-up page, which has to stay within its budget (decision 013).
 */
function Mark({ isMet }: { isMet: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={isMet ? 'M20 6 9 17l-5-5' : 'M18 6 6 18M6 6l12 12'} />
    </svg>
  );
}

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
            <Mark isMet={isMet} />
            {requirementLabel(requirement)}
            <span className="sr-only">{isMet ? i18n.t('(met)') : i18n.t('(not met)')}</span>
          </li>
        );
      })}
    </ul>
  );
}
