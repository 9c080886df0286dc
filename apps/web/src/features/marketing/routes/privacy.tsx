import { LegalPage } from '@/features/marketing/components/legal-page';
import { PRIVACY_SECTIONS } from '@/features/marketing/content/legal';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { i18n } from '@/lib/i18n';

export default function PrivacyPage() {
  usePageMeta(
    i18n.t('Privacy Policy'),
    i18n.t(
      'What Courtside collects to run your pickleball tournaments, how it is used and shared, and your rights.',
    ),
  );
  return <LegalPage title={i18n.t('Privacy Policy')} sections={PRIVACY_SECTIONS} />;
}
