import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from '@/lib/focus-trap';
import { i18n } from '@/lib/i18n';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

/** Open modals, innermost last: only the top one answers Escape and traps Tab. */
const openModals: HTMLElement[] = [];

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  /** Receives focus on open; otherwise the first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While true, Escape and the backdrop do nothing (a keyboard drag uses Escape to cancel). */
  isDismissDisabled?: boolean;
  children: ReactNode;
}

/** Whether the element's content is taller than it (it scrolls), kept up to date. */
function useIsScrollable(ref: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isActive || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    // The body's own size is capped; what grows is its content, which may also be replaced.
    const resizes = new ResizeObserver(measure);
    const observeChildren = () => {
      for (const child of element.children) resizes.observe(child);
      measure();
    };
    resizes.observe(element);
    const mutations = new MutationObserver(observeChildren);
    mutations.observe(element, { childList: true });
    observeChildren();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref, isActive]);
  return isScrollable;
}

/**
 * A dialog over a dimmed backdrop (spec section 2: sizes sm, md, lg, xl;
 * Escape closes). Focus moves in on open, stays inside while open and returns
 * to the element that opened it. The panel scrolls when taller than the screen.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  size = 'md',
  initialFocusRef,
  isDismissDisabled = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const isBodyScrollable = useIsScrollable(bodyRef, isOpen);
  // Handlers read the latest props without re-running the open/close effect.
  const latest = useRef({ onClose, isDismissDisabled });
  useEffect(() => {
    latest.current = { onClose, isDismissDisabled };
  });

  useEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement as HTMLElement | null;
    openModals.push(panel);
    // The first field rather than the close button, so a form can be filled in at once.
    const body = bodyRef.current;
    const firstInBody = body ? focusableIn(body)[0] : undefined;
    (initialFocusRef?.current ?? firstInBody ?? focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== panel) return;
      if (event.key === 'Escape' && !latest.current.isDismissDisabled) {
        event.stopPropagation();
        latest.current.onClose();
      } else {
        trapTab(event, panel);
      }
    };
    // Focus that escapes (a click on the page behind, say) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (openModals[openModals.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openModals.splice(openModals.indexOf(panel), 1);
      if (openModals.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;
  return createPortal(
    <div
      data-testid="modal-backdrop"
      className="fixed inset-0 z-50 flex items-start justify-center bg-slate-900/50 p-3 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: not a text selection ending there.
        if (event.target === event.currentTarget && !latest.current.isDismissDisabled) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[calc(100dvh-1.5rem)] w-full flex-col overflow-hidden rounded-xl bg-white shadow-xl outline-none sm:max-h-[calc(100dvh-3rem)] ${SIZES[size]}`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label={i18n.t('Close')}
            onClick={onClose}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {/* Focusable while it scrolls, so a keyboard can scroll a long body that holds no
            control (axe's scrollable-region-focusable). */}
        <div
          ref={bodyRef}
          tabIndex={isBodyScrollable ? 0 : undefined}
          className="overflow-y-auto overscroll-contain px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-inset sm:px-6"
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
