import { Swords } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export default function MatchesPage() {
  return (
    <>
      <PageHeader title="Matches" subtitle="Track and manage tournament matches" />
      <EmptyState
        icon={Swords}
        title="No matches found"
        text="Try adjusting your search or filters"
      />
    </>
  );
}
