/**
 * What the Image component and the served page's image script (src/app/boot/inline/images.ts) agree on. An
 * image can fail before its component has hydrated (a part of the page hydrates late, or the app has not
 * started): the script, in the page's head, catches the failure and does what the component would have done;
 * the component, once mounted, takes the image over and carries on from there. Imports nothing: the script
 * is compiled into the page on its own.
 */

/** Rendered on an image that has a stand-in: the address to show when its own file fails. */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

/**
 * Set by the script on an image that failed before its component took it over: `fallback` (the stand-in
 * was swapped in) or `hidden` (nothing left to show: the image gets the `hidden` attribute, as the component
 * renders a failed image).
 */
export const FAILED_ATTRIBUTE = 'data-failed';

export type ServedImageFailure = 'fallback' | 'hidden';

declare global {
  interface Window {
    /** The images whose components have taken them over: the script leaves their failures to them. */
    __imagesTaken?: WeakSet<Element>;
  }
}
