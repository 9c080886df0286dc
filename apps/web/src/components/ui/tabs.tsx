import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * The strip fades out on a side that hides more tabs: a tab cut at the edge reads as one that
 * goes on past it, not as a cut-off word (issue 27's walkthrough: "Matche" beside the arrow).
 */
const EDGE_FADES: Record<`${boolean}-${boolean}`, string> = {
  'false-false': '',
  'false-true': '[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]',
  'true-false': '[mask-image:linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]',
  'true-true':
    '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
};

/** Whether the tab list hides tabs to its left or right (it scrolls sideways on a phone). */
function useOverflow(ref: RefObject<HTMLDivElement | null>, count: number) {
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [ref, count]);
  return overflow;
}

/**
 * The arrows sit beside the tab strip, not over it: an arrow laid over the strip covered part of
 * a tab's name at 390 px ("Matches"). The right one's slot stays while the strip overflows; the
 * left one comes once the strip is scrolled, so the first tabs keep their room at the start.
 */
const EDGE_CLASSES =
  'flex w-8 shrink-0 items-center justify-center border-b border-slate-200 text-slate-600 hover:text-slate-900 disabled:invisible';

/**
 * Tabs with the WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow
 * keys, Home and End move between tabs and select them; the panel follows in
 * the tab order. Only the active panel is rendered. When the tabs are wider
 * than the screen, a faded edge with an arrow shows there are more (a tap
 * scrolls to them), and the selected tab is scrolled into view.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(listRef, tabs.length);
  const isOverflowing = overflow.start || overflow.end;

  // The selected tab in view (a URL's `?tab=rules` on a phone), without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(value);
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 40);
    }
  }, [value]);

  const scrollTabs = (direction: 1 | -1) =>
    listRef.current?.scrollBy({
      left: direction * listRef.current.clientWidth * 0.6,
      behavior: 'smooth',
    });

  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div className="flex">
        {/* For pointers only: the keyboard moves with the arrow keys, screen readers list the tabs. */}
        {overflow.start && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="tabs-scroll-start"
            disabled={!overflow.start}
            onClick={() => scrollTabs(-1)}
            className={EDGE_CLASSES}
          >
            <ChevronLeft className="h-5 w-5" />
          </button>
        )}
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          className={`flex min-w-0 flex-1 gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none] ${isOverflowing ? '' : '-mx-1 px-1'} ${EDGE_FADES[`${overflow.start}-${overflow.end}`]}`}
        >
          {tabs.map((tab, index) => {
            const isSelected = tab.id === value;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.id, el);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onChange(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
                  isSelected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {isOverflowing && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="tabs-scroll-end"
            disabled={!overflow.end}
            onClick={() => scrollTabs(1)}
            className={EDGE_CLASSES}
          >
            <ChevronRight className="h-5 w-5" />
          </button>
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {children}
      </div>
    </div>
  );
}
