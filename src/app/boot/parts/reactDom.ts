/**
 * A part of the start, evaluated before the app's entry in a task of its own (build/prerender/startParts.ts):
 * React DOM, the largest library.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
