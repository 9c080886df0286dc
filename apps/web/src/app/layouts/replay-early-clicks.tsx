import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons of the prerendered page tapped before hydration (web-boot-script.ts). */
    __courtsideEarlyClicks?: HTMLButtonElement[] | null;
  }
}

/**
 * In the layout of the prerendered pages: once its part of the page is hydrated (its effects
 * run after that commit, not the root's), presses again each button tapped while the page was
 * only HTML, as the boot script remembered them. Hydration keeps the same elements, which now
 * have their handlers. Each at most once; nothing on any later render or page.
 */
export function ReplayEarlyClicks() {
  useEffect(() => {
    const early = window.__courtsideEarlyClicks ?? [];
    window.__courtsideEarlyClicks = null;
    for (const button of early) if (button.isConnected && !button.disabled) button.click();
  }, []);
  return null;
}
