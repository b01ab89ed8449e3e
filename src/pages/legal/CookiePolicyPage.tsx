import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui';
import { LegalDocument } from '@/components/content/LegalDocument';
import { useConsent } from '@/features/consent';
import { useLegalDocument } from './useLegalDocument';
import { PageMeta } from '@/seo/PageMeta';

const Preferences = styled.section(
  ({ theme }) => css`
    padding: ${theme.space[5]};
    background: ${theme.colors.primarySoft};
    border-radius: ${theme.radii.md};
    h2 {
      font-size: ${theme.fontSizes.lg};
    }
  `,
);

/**
 * /politica-cookies: the cookie policy (6 sections) and the visitor's current answer, with a button that
 * shows the banner again so the answer can be changed as easily as it was given.
 */
export function Component() {
  const { t } = useTranslation();
  const doc = useLegalDocument('cookies');
  // The consent cookie is the visitor's: until hydrated, the prerendered 'checking' state (useConsent).
  const consent = useConsent();
  const { status } = consent;
  return (
    <>
      <PageMeta title={doc.title} description={t('legal.cookies.metaDescription')} />
      <LegalDocument {...doc}>
        <Preferences aria-labelledby="cookie-preferences-title" data-testid="cookie-preferences" data-print="hide">
          <h2 id="cookie-preferences-title">{t('cookies.preferencesTitle')}</h2>
          <p role="status">{t(`cookies.status.${status}`)}</p>
          <Button variant="outline" onClick={consent.reopen} disabled={status === 'undecided' || status === 'checking'}>
            {t('cookies.change')}
          </Button>
        </Preferences>
      </LegalDocument>
    </>
  );
}

export { Component as CookiePolicyPage };
