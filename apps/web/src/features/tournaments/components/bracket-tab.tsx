import { GitBranch } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The bracket's empty states; the bracket itself comes with the competition engine. */
export function BracketTab({ isUpcoming }: { isUpcoming: boolean }) {
  return isUpcoming ? (
    <EmptyState
      icon={GitBranch}
      title="Bracket will be available when tournament starts"
      text="Check back after registration closes"
    />
  ) : (
    <EmptyState
      icon={GitBranch}
      title="No bracket yet"
      text="The bracket appears here once matches are generated."
    />
  );
}
