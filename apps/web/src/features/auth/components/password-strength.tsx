import { PASSWORD_REQUIREMENTS, isStrongPassword } from '@courtside/shared/validation/auth-rules';
import { i18n } from '@/lib/i18n';
import { requirementLabel } from './password-checklist';

/** The reset screen's strength bar (Strong/Weak) and the list of unmet requirements. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const met = PASSWORD_REQUIREMENTS.filter((r) => r.test(password)).length;
  const isStrong = isStrongPassword(password);
  const unmet = PASSWORD_REQUIREMENTS.filter((r) => !r.test(password));
  const percent = Math.round((met / PASSWORD_REQUIREMENTS.length) * 100);
  return (
    <div className="mt-2">
      <div className="flex items-center gap-2">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className={`h-full ${isStrong ? 'bg-green-600' : 'bg-amber-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className={`text-sm font-semibold ${isStrong ? 'text-green-700' : 'text-amber-800'}`}>
          {isStrong ? i18n.t('Strong') : i18n.t('Weak')}
        </span>
      </div>
      {unmet.length > 0 && (
        <ul
          aria-label={i18n.t('Missing requirements')}
          className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700"
        >
          {unmet.map((r) => (
            <li key={r.id}>{requirementLabel(r)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
