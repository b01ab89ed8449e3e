import { fileURLToPath } from 'node:url';

/**
 * The catalogue as the shop first shipped it, the starting catalogue of product §3: a committed copy of
 * content/ in the same layout, pointing at the same files under public/. Every test reads it (as CONTENT_DIR:
 * the Vitest projects, the builds the tests share, the end-to-end web servers), so the tests pin the spec's
 * values here and never the live content/, which is the educator's to change through the admin and is checked
 * only against the schema and the cross-file rules (liveCatalogue.test.ts).
 */
export const SHIPPED_CATALOGUE_DIR = fileURLToPath(new URL('./fixtures/catalogue-as-shipped', import.meta.url));
