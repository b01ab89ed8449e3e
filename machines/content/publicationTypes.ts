/**
 * The two kinds of publication (product §3): the one definition, read by the publications list, the
 * catalogue's schema and the admin. A file of its own, with no imports, so the build's Node code can load it.
 */
export const PUBLICATION_TYPES = ['tese', 'artigo'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
