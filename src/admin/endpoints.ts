/**
 * Where a dev server (`npm start`, `npm run cms`) lists the content files' problems, as JSON
 * `{ problems: string[] }` (build/vite/content.ts serves it; the admin shows it). A build has no such address:
 * it stops on the first bad file instead.
 */
export const CONTENT_PROBLEMS_URL = '/__content/problems';
