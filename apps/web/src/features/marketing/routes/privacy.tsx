import { LegalPage } from '@/features/marketing/components/legal-page';
import { PRIVACY_SECTIONS } from '@/features/marketing/content/legal';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What Courtside collects to run your pickleball tournaments, how it is used and shared, and your rights.',
  );
  return <LegalPage title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
