import { SimplePage } from '@/features/marketing/components/simple-page';

export default function PrivacyPage() {
  return (
    <SimplePage
      title="Privacy Policy"
      lead="Last updated December 15, 2024. We collect what running your tournaments needs, and nothing more."
    />
  );
}
