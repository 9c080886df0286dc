import { useEffect, useRef } from 'react';
import { runCourtAnimation, showStillCourt } from '@/features/marketing/lib/court-animation-host';
import { usePrefersReducedMotion } from '@/features/marketing/lib/use-prefers-reduced-motion';

/**
 * The landing page's decorative overlay (spec section 2): the bouncing
 * pickleball, hearts and dots over the whole viewport. It never takes a click
 * and is invisible to assistive technology.
 */
export default function CourtAnimation() {
  const frameRef = useRef<HTMLDivElement>(null);
  const isReducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // A fresh canvas per run: a canvas handed to a worker can never be taken back.
    const canvas = document.createElement('canvas');
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    canvas.className = 'block h-full w-full';
    frame.append(canvas);
    const stop = isReducedMotion ? showStillCourt(canvas) : runCourtAnimation(canvas);
    return () => {
      stop();
      canvas.remove();
    };
  }, [isReducedMotion]);

  return (
    <div
      ref={frameRef}
      aria-hidden="true"
      data-testid="court-animation"
      className="pointer-events-none fixed inset-0 z-20"
    />
  );
}
