import type { ReactNode } from 'react';

/** The bordered list the people panels (keepers, desk staff) share. */
export const PERSON_LIST_CLASSES = 'divide-y divide-slate-100 rounded-lg border border-slate-200';

/** One person of such a list: their name, a second line (an email, a scope) and an action. */
export function PersonRow({
  name,
  detail,
  action,
}: {
  name: string;
  detail?: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{name}</p>
        {detail && <p className="text-sm break-all text-slate-600">{detail}</p>}
      </div>
      {action}
    </li>
  );
}
