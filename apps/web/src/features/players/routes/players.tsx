import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export default function PlayersPage() {
  return (
    <>
      <PageHeader title="Players" subtitle="View player rankings and statistics" />
      <EmptyState
        icon={Users}
        title="No players found"
        text="Players appear here once they have played rated matches."
      />
    </>
  );
}
