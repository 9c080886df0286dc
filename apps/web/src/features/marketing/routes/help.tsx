import { SimplePage } from '@/features/marketing/components/simple-page';

export default function HelpPage() {
  return (
    <SimplePage
      title="Help Center"
      lead="Guides for getting started, running tournaments, players, settings, billing and troubleshooting."
    />
  );
}
