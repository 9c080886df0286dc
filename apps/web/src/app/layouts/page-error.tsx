import { LoadError } from '@/components/ui/load-error';
import { i18n } from '@/lib/i18n';

/**
 * A page that failed to render, shown in the content area: the layout and its
 * navigation stay usable. The root RouteError is for failures above this.
 */
export function PageError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <LoadError
      title={i18n.t("This page couldn't be shown")}
      text={i18n.t('Something went wrong on our side. Reloading usually helps.')}
      onRetry={() => window.location.reload()}
    />
  );
}
