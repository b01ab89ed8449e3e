import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Eyebrow, Heading, Icon, Stack, Text } from '@/components/ui';
import { paths } from '@/config/routes';
import { NoIndex } from '@/seo/NoIndex';
import { PageMeta } from '@/seo/PageMeta';

const Root = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    max-width: 36rem;
    margin-inline: auto;
    padding: ${theme.space[8]} ${theme.layout.gutter};
    text-align: center;
  `,
);

const Mark = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 4.5rem;
    height: 4.5rem;
    margin-bottom: ${theme.space[4]};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  `,
);

/** Any unknown path: a friendly message with ways back (home and contact); not to be indexed. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Root data-testid="not-found">
      <PageMeta title={t('notFound.title')} description={t('notFound.metaDescription')} />
      <NoIndex />
      <Mark aria-hidden="true">
        <Icon name="search" size={32} />
      </Mark>
      <Eyebrow align="center">{t('notFound.eyebrow')}</Eyebrow>
      <Heading as="h1" align="center">
        {t('notFound.title')}
      </Heading>
      <Text tone="muted" align="center">
        {t('notFound.text')}
      </Text>
      <Stack direction="row" gap={3} wrap justify="center" style={{ marginTop: '1.5rem' }}>
        <ButtonLink to={paths.home} iconLeft={<Icon name="home" size={18} />}>
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to={paths.contact} variant="outline" iconLeft={<Icon name="mail" size={18} />}>
          {t('notFound.contact')}
        </ButtonLink>
      </Stack>
    </Root>
  );
}

export { Component as NotFoundPage };
