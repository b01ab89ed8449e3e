import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';

/** Last line of defence: a render error shows a friendly message instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('Route error', error);
  return (
    <main style={{ padding: '4rem 1.5rem', maxWidth: 640, margin: '0 auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('errors.routeTitle')}</h1>
      <p>{t('errors.routeText')}</p>
      {/* A router link: home of the visitor's language space (/ or /en). */}
      <Link to="/">{t('common.backHome')}</Link>
    </main>
  );
}
