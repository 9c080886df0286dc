import { Swords } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * Matches are generated when the tournament starts, which is the competition
 * engine's work (a later issue); until then this is the spec's empty state.
 */
export function MatchesTab({ isOwner, isUpcoming }: { isOwner: boolean; isUpcoming: boolean }) {
  return (
    <EmptyState
      icon={Swords}
      title="No matches scheduled yet"
      text={isOwner && isUpcoming ? 'Click "Start Tournament" to generate matches' : undefined}
    />
  );
}
