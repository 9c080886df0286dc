import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export default function TournamentListPage() {
  return (
    <>
      <PageHeader title="Tournaments" subtitle="Find a tournament to join, or run your own" />
      <EmptyState
        icon={Trophy}
        title="No tournaments found"
        text="Check back soon: new tournaments appear here as organizers create them."
      />
    </>
  );
}
