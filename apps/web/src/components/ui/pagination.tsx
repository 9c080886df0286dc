import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { i18n } from '@/lib/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Tournament pages"). */
  label: string;
}

/** Previous / Next with "Page x of y"; renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {i18n.t('Previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {i18n.t('Page {page} of {pageCount}', { page, pageCount })}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {i18n.t('Next')} <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
