import { useTranslation } from 'react-i18next';

/** Placeholder shell until the page is built. */
export function Component() {
  const { t } = useTranslation();
  return <h1>{t('launch.title')}</h1>;
}
