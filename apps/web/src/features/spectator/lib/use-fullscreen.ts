import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the TV at the venue: the Fullscreen API on `target` where the browser has
 * it; the large layout follows either way (`isOn`), so a browser without the API (iPhone
 * Safari) still gets the TV view.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isOn, setIsOn] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setIsOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Without the API, Escape still leaves the TV layout.
  useEffect(() => {
    if (!isOn) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) setIsOn(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOn]);

  const toggle = useCallback(async () => {
    if (isOn) {
      setIsOn(false);
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
      return;
    }
    setIsOn(true);
    const element = target.current;
    if (element && typeof element.requestFullscreen === 'function') {
      await element.requestFullscreen().catch(() => undefined);
    }
  }, [isOn, target]);

  return { isOn, toggle };
}
