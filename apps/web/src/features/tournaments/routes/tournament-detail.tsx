import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export default function TournamentDetailPage() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <Button variant="ghost" onClick={() => void navigate('/app/tournaments')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
      </Button>
      <EmptyState
        icon={SearchX}
        title="Tournament Not Found"
        text="The tournament you're looking for doesn't exist."
        action={
          <Link to="/app/tournaments" className={buttonClasses('primary')}>
            Back to Tournaments
          </Link>
        }
      />
    </div>
  );
}
