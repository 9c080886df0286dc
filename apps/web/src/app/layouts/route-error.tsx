import { localizedPath } from '@courtside/shared/i18n/locales';
import { Button } from '@/components/ui/button';
import { currentLocale, i18n } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The last line of defence: a friendly page instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  // The tab says it too (and every page's title code comes with the entry, used by all of them).
  useDocumentTitle(i18n.t('Something went wrong'));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{i18n.t('Something went wrong')}</h1>
      <p className="max-w-md text-slate-600">
        {i18n.t('The page could not be shown. Reloading usually helps.')}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{i18n.t('Reload')}</Button>
        <a
          href={localizedPath('/', currentLocale())}
          className="inline-flex h-10 items-center px-4 font-semibold text-brand-800 underline"
        >
          {i18n.t('Go home')}
        </a>
      </div>
    </main>
  );
}
