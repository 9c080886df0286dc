import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * A bracket wider than the page scrolls sideways in a region of its own (focusable, so the
 * arrow keys scroll it too), never the page. While more of it lies beyond an edge, that edge
 * fades and a line says so: nothing is cut off without a sign that it is there.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  const fade = 'pointer-events-none absolute inset-y-0 w-12 from-slate-50';
  return (
    <div className="space-y-2">
      {(more.left || more.right) && (
        <p className="text-sm text-slate-600">
          {more.right
            ? i18n.t(
                'More of the bracket to the right: scroll sideways, or focus the bracket and use the arrow keys.',
              )
            : i18n.t(
                'More to the left: scroll sideways, or focus the bracket and use the arrow keys.',
              )}
        </p>
      )}
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={label}
          tabIndex={0}
          className="overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <div className="w-max">{children}</div>
        </div>
        {more.left && <div aria-hidden="true" className={`${fade} left-0 bg-gradient-to-r`} />}
        {more.right && <div aria-hidden="true" className={`${fade} right-0 bg-gradient-to-l`} />}
      </div>
    </div>
  );
}
