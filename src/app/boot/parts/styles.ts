/**
 * A part of the start, evaluated after React DOM and before the app's entry, in a task of its own
 * (build/prerender/startParts.ts): styled-components, which takes over the served style rules as it starts.
 */
export { default as styled } from 'styled-components';
