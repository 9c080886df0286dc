import { SimplePage } from '@/features/marketing/components/simple-page';

export default function PricingPage() {
  return (
    <SimplePage
      title="Pricing"
      lead="Free for up to 5 tournaments. Pro is $29 per month or $290 per year, with a 14-day trial and no credit card."
    />
  );
}
