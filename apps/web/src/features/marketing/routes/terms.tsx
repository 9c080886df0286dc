import { LegalPage } from '@/features/marketing/components/legal-page';
import { TERMS_SECTIONS } from '@/features/marketing/content/legal';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { i18n } from '@/lib/i18n';

export default function TermsPage() {
  usePageMeta(
    i18n.t('Terms of Service'),
    i18n.t(
      'The terms of using Courtside: accounts, acceptable use, plans and price changes, and liability.',
    ),
  );
  return <LegalPage title={i18n.t('Terms of Service')} sections={TERMS_SECTIONS} />;
}
