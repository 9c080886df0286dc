import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's code loads. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="h-8 w-8 text-brand-700" />
    </div>
  );
}
