import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Icon, PageHeader, Section, Text } from '@/components/ui';
import { paths } from '@/config/routes';
import { useAuth, useLoginGate } from '@/features/auth';
import { PageMeta } from '@/seo/PageMeta';

const Links = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
  `,
);

/**
 * /dashboard (product §2: guarded, placeholder text only). Guard rule: logged in means isLoggedIn 'true'
 * and a valid access token (useLoginGate); anyone else is sent to /login, remembering this page so
 * the login returns here.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn, userName } = useAuth();
  const gate = useLoginGate();

  useEffect(() => {
    if (!isLoggedIn) gate({ rememberPath: true });
  }, [isLoggedIn, gate]);

  const meta = <PageMeta title={t('dashboard.metaTitle')} description={t('dashboard.metaDescription')} />;
  if (!isLoggedIn) return meta;

  return (
    <>
      {meta}
      <PageHeader
        eyebrow={t('dashboard.eyebrow')}
        title={userName ? t('dashboard.title', { name: userName }) : t('dashboard.titleAnonymous')}
      />
      <Section spacing="md">
        <Container width="narrow">
          <Text size="lg">{t('dashboard.text')}</Text>
          <Links>
            <ButtonLink to={paths.profile} iconLeft={<Icon name="user" size={18} />}>
              {t('dashboard.profile')}
            </ButtonLink>
            <ButtonLink to={paths.wishlist} variant="outline" iconLeft={<Icon name="heart" size={18} />}>
              {t('dashboard.wishlist')}
            </ButtonLink>
          </Links>
        </Container>
      </Section>
    </>
  );
}
