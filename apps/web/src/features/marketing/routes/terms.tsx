import { SimplePage } from '@/features/marketing/components/simple-page';

export default function TermsPage() {
  return (
    <SimplePage
      title="Terms of Service"
      lead="Last updated December 15, 2024. Price changes need 30 days' notice; liability is capped at the fees of the last 12 months."
    />
  );
}
