import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * TV mode: scales its content down (never up) so the whole of it fits the width it is given
 * and the screen's height below its top, as a TV at the venue has no one to scroll it. A
 * 32-entrant bracket, final and champion included, fits a 1080p screen this way. With
 * `minScale` (a double elimination's pages) it never scales below that for the room left under
 * what is above it: it takes the screen's height instead and scrolls itself into view.
 */
export function TvFit({ children, minScale = 0 }: { children: ReactNode; minScale?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, height: 0 });

  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const measure = () => {
      const width = inner.scrollWidth;
      const height = inner.scrollHeight;
      const room = window.innerHeight - outer.getBoundingClientRect().top - 16;
      const across = Math.min(1, outer.clientWidth / width);
      let scale = Math.min(across, room > 100 ? room / height : 1);
      // Too small to read below what is above it: the whole screen's height, scrolled to.
      if (scale < minScale)
        scale = Math.min(across, Math.max(minScale, (window.innerHeight - 32) / height));
      setFit({ scale, height: height * scale });
    };
    measure();
    // Where there is no ResizeObserver (an old TV browser), window resizes still refit.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(outer);
    observer?.observe(inner);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [minScale]);

  useEffect(() => {
    const outer = box.current;
    if (!minScale || !outer || !fit.height) return;
    const { top, bottom } = outer.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight + 1) outer.scrollIntoView({ block: 'nearest' });
  }, [fit, minScale]);

  return (
    <div ref={box} className="overflow-hidden" style={{ height: fit.height || undefined }}>
      <div
        ref={content}
        className="w-max origin-top-left"
        style={{ transform: `scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
