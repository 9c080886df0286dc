import { SimplePage } from '@/features/marketing/components/simple-page';

export default function AboutPage() {
  return (
    <SimplePage
      title="About Courtside"
      lead="We build the tournament tool we always wanted at our own club: correct, fast, live, and pleasant on a phone at the courtside."
    />
  );
}
