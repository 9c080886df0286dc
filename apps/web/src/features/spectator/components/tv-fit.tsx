import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * TV mode: scales its content down (never up) so the whole of it fits the width it is given
 * and the screen's height below its top, as a TV at the venue has no one to scroll it. A
 * 32-entrant bracket, final and champion included, fits a 1080p screen this way.
 */
export function TvFit({ children }: { children: ReactNode }) {
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
      const scale = Math.min(1, outer.clientWidth / width, room > 100 ? room / height : 1);
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
  }, []);

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
