/**
 * First import of preview.tsx: in a story drawn in a frame on a Docs page, the frame's own localStorage and
 * sessionStorage, before any module of the site takes them (stories/support/docsFrame.ts).
 */
import { isolateStorageInDocsFrame } from '../stories/support/docsFrame';

isolateStorageInDocsFrame();
