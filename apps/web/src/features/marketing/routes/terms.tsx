import { LegalPage } from '@/features/marketing/components/legal-page';
import { TERMS_SECTIONS } from '@/features/marketing/content/legal';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';

export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms of using Courtside: accounts, acceptable use, plans and price changes, and liability.',
  );
  return <LegalPage title="Terms of Service" sections={TERMS_SECTIONS} />;
}
