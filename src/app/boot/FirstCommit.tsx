import { useEffect } from 'react';
import { loadFallbackLanguages } from '@/i18n';
import { LANGUAGE_PENDING_CLASS } from '@/prerender/languageScript';

/**
 * `<html data-interactive>`: the page answers clicks and keys from here on (hydrated or rendered). The
 * prerendered page is on screen before that; tests wait for it before they interact.
 */
export function markInteractive() {
  document.documentElement.dataset.interactive = '';
}

/**
 * Runs once the first render is on screen (never in the prerender, which runs no effects): shows a page
 * the language script hid while the English render was pending, then fetches the fallback texts at
 * leisure (src/i18n: one translation file on the critical path), and marks the page interactive.
 */
export function FirstCommit() {
  useEffect(() => {
    document.documentElement.classList.remove(LANGUAGE_PENDING_CLASS);
    markInteractive();
    const later = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    later(() => void loadFallbackLanguages());
  }, []);
  return null;
}
