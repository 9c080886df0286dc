import { useEffect, useRef, useState } from 'react';
import { drawStillCourt, runCourtAnimation } from '@/features/marketing/lib/court-animation-loop';
import { usePrefersReducedMotion } from '@/features/marketing/lib/use-prefers-reduced-motion';

/**
 * The landing page's decorative overlay (spec section 2): the bouncing
 * pickleball, hearts and dots over the whole viewport. It never takes a click
 * and is invisible to assistive technology.
 */
export default function CourtAnimation() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isReducedMotion = usePrefersReducedMotion();
  // The first size, so the element never renders at the default 300x150.
  const [initialSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    return isReducedMotion ? drawStillCourt(canvas, ctx) : runCourtAnimation(canvas, ctx);
  }, [isReducedMotion]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="court-animation"
      width={initialSize.width}
      height={initialSize.height}
      className="pointer-events-none fixed inset-0 z-20 h-full w-full"
    />
  );
}
