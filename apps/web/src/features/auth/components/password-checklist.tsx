import { Check, X } from 'lucide-react';
import { PASSWORD_REQUIREMENTS } from '@courtside/shared/validation/auth-rules';

/** The live strength checklist: every rule, met or not. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul
      id={id}
      aria-label="Password requirements"
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
            {requirement.label}
            <span className="sr-only">{isMet ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
