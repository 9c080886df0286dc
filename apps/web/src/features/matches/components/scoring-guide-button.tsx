import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import { ScoringGuideDialog } from './scoring-guide-dialog';
import { i18n } from '@/lib/i18n';

/** A 'Scoring guide' link-style button that opens the guide over whatever is on screen. */
export function ScoringGuideButton({ format }: { format: ScoringFormat }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-8 items-center gap-1.5 rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <BookOpen aria-hidden="true" className="h-4 w-4" /> {i18n.t('Scoring guide')}
      </button>
      {isOpen && <ScoringGuideDialog format={format} onClose={() => setIsOpen(false)} />}
    </>
  );
}
