import { useTranslation } from 'react-i18next';

/**
 * The admin's own words around the previews (`admin.preview` in the site's translation files), in the
 * language of the i18n instance around them: the editor's Portuguese in the admin, the toolbar's in Storybook.
 * The site's components inside a preview take their own texts as on the site.
 */
export function useAdminText() {
  const { t } = useTranslation();
  return {
    preview: t('admin.preview.title'),
    languageGroup: t('admin.preview.languageGroup'),
    languages: { pt: t('admin.preview.languages.pt'), en: t('admin.preview.languages.en') },
    card: t('admin.preview.card'),
    page: t('admin.preview.page'),
    missingBase: t('admin.preview.missingBase'),
  };
}
