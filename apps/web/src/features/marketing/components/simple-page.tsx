import type { ReactNode } from 'react';

/** The frame of a text page: title, lead and body. */
export function SimplePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{lead}</p>
      {children && <div className="mt-8 space-y-4 text-slate-700">{children}</div>}
    </div>
  );
}
