import type { UserRole } from '@courtside/shared/constants';
import { i18n } from '@/lib/i18n';

const ROLES: { value: UserRole; title: string; text: string }[] = [
  { value: 'player', title: /*i18n*/ 'Player', text: /*i18n*/ 'Join tournaments' },
  { value: 'organizer', title: /*i18n*/ 'Organizer', text: /*i18n*/ 'Create tournaments' },
];

/** The account type of the register form; player is the default. */
export function RoleChoice({
  value,
  onChange,
}: {
  value: UserRole;
  onChange: (role: UserRole) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        {i18n.t('Account Type')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLES.map((role) => (
          <label
            key={role.value}
            className={`flex min-w-0 cursor-pointer flex-col rounded-lg border p-3 [overflow-wrap:anywhere] hyphens-auto has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
              value === role.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
            }`}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="role"
                value={role.value}
                checked={value === role.value}
                onChange={() => onChange(role.value)}
                className="accent-brand-700"
              />
              <span className="min-w-0 font-semibold text-slate-900">{i18n.t(role.title)}</span>
            </span>
            <span className="ml-5 text-sm text-slate-600">{i18n.t(role.text)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
