import { SimplePage } from '@/features/marketing/components/simple-page';

export default function ContactPage() {
  return (
    <SimplePage
      title="Contact Us"
      lead="Questions about tournaments, billing or your account? Write to support@courtside.app. Business hours: Mon-Fri 9-6 EST, Sat 10-4, Sun closed."
    />
  );
}
