import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { announcement, hashTarget, isPageChange } from './pageChange';

/** Longest the announcer waits for a new page's heading (a page still drawing, a chunk arriving). */
const HEADING_WAIT_MS = 3000;

/**
 * Waits for the element the new page should be read from: the element its hash names, else the main
 * landmark's <h1>; `undefined` when neither arrives in time (the caller then takes the main landmark).
 */
function whenReady(main: HTMLElement, hash: string, signal: AbortSignal): Promise<HTMLElement | undefined> {
  const id = hashTarget(hash);
  const find = () => (id ? document.getElementById(id) : null) ?? main.querySelector<HTMLElement>('h1') ?? undefined;
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const done = (element: HTMLElement | undefined) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) done(element);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => done(undefined), HEADING_WAIT_MS);
    signal.addEventListener('abort', () => done(undefined));
  });
}

/**
 * Focuses an element without scrolling (the scroll is PageScroll's: the top, the hash's section, or the
 * position back / forward returns to). An element that is not focusable by itself (a heading, a section)
 * is made focusable by script only (tabindex -1) until focus leaves it, as GOV.UK's skip link does.
 */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
    element.setAttribute('data-page-focus', '');
    element.addEventListener(
      'blur',
      () => {
        element.removeAttribute('tabindex');
        element.removeAttribute('data-page-focus');
      },
      { once: true },
    );
  }
  element.focus({ preventScroll: true });
}

/**
 * True when focus is where the navigation left it: on nothing (the link that was followed went with its
 * page or menu), on the main landmark, or on a link (a header or footer link stays on screen). Focus the
 * visitor has put on a control since the address changed (a menu opened while a slow phone still draws the
 * new page) stays there.
 */
function focusLeftByNavigation(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === main || active.matches('a[href]');
}

/**
 * Tells screen-reader and keyboard users that another page is shown after a client-side navigation
 * (pageChange.ts has the rules): focus moves to the new page's <h1> (or to the element its
 * hash names, or to the main landmark) unless the visitor has moved it since, and its title is announced
 * once in a polite live region.
 * Nothing happens on the first load (the browser reads a loaded page from the top itself), on an in-page
 * anchor (it glides, focus stays) or on a change of query only (a search box keeps its focus).
 *
 * The live region is rendered empty, in the prerender as in the browser, so hydration matches and the
 * region exists before its first message (a region created with its text is often not announced).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!isPageChange(from, pathname)) return undefined;
    const main = document.getElementById('main');
    if (!main) return undefined;
    const controller = new AbortController();
    // The hash of the address just shown (the browser's address is the router's by now).
    void whenReady(main, window.location.hash, controller.signal).then((element) => {
      if (controller.signal.aborted) return;
      if (focusLeftByNavigation(main)) focusQuietly(element ?? main);
      const heading = main.querySelector('h1')?.textContent;
      setMessage(announcement(document.title, heading));
    });
    return () => controller.abort();
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
