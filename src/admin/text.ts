/**
 * The admin's own words around the previews, in Portuguese (the editor's language). They are not the site's
 * UI: the site's components inside a preview take their texts from the site's translation files.
 */
export const ADMIN_TEXT = {
  preview: 'Pré-visualização',
  languageGroup: 'Língua da pré-visualização',
  languages: { pt: 'Português', en: 'Inglês' },
  card: 'Como aparece na lista',
  page: 'A página',
  missingBase: 'Abra primeiro a versão portuguesa: os preços, as datas e as imagens vêm dela.',
} as const;
