import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Card, Container, EmptyState, Heading, Icon, Text } from '@/components/ui';
import { LaunchDetails } from '@/components/catalog/LaunchDetails';
import { getLaunch } from '@/data/launches';
import type { Launch } from '@/data/types';
import { paths } from '@/config/routes';
import { pageTitle, textList } from '../content/helpers';
import { NoIndex } from '../content/NoIndex';
import { launchContactHref, launchIndexFrom } from './launchLinks';

const Closing = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[3]};
    align-items: flex-start;
    background: ${theme.colors.primarySoft};
    border-color: ${theme.colors.primarySoft};
  `,
);

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container>
      <title>{pageTitle(t('launch.notFoundTitle'))}</title>
      <NoIndex />
      <EmptyState
        icon="sparkles"
        headingLevel="h1"
        title={t('launch.notFoundTitle')}
        text={t('launch.notFoundText')}
        action={
          <ButtonLink to={paths.home} iconLeft={<Icon name="home" size={18} />}>
            {t('launch.backHome')}
          </ButtonLink>
        }
      />
    </Container>
  );
}

function LaunchView({ launch }: { launch: Launch }) {
  const { t } = useTranslation();
  const title = t(`${launch.key}.title`);
  const buyHref = launchContactHref(launch);
  return (
    <>
      <title>{pageTitle(t('launch.metaTitle', { title }))}</title>
      <LaunchDetails
        eyebrow={t('launch.eyebrow')}
        title={title}
        description={t(`${launch.key}.description`)}
        image={{ ...launch.image, alt: '' }}
        priceLabel={t('launch.priceLabel')}
        price={launch.price}
        installments={t('launch.installments', { installments: launch.installments })}
        benefitsTitle={t('launch.benefitsTitle')}
        benefits={textList(t, `${launch.key}.benefits`)}
        note={t('launch.buyNote')}
        actions={
          <>
            <ButtonLink to={buyHref} size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
              {t('launch.buyNow')}
            </ButtonLink>
            <ButtonLink to={paths.home} variant="outline" size="lg" iconLeft={<Icon name="chevronLeft" size={18} />}>
              {t('launch.back')}
            </ButtonLink>
          </>
        }
        closing={
          <Closing padding="lg">
            <Heading as="h2" size="md">
              {t('launch.ctaTitle')}
            </Heading>
            <Text>{t('launch.ctaText')}</Text>
            <ButtonLink to={buyHref} size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
              {t('launch.buyNow')}
            </ButtonLink>
          </Closing>
        }
      />
    </>
  );
}

/** /lancamento/:id? — the launch at that index (default 0); unknown → 'Lançamento não encontrado'. */
export function Component() {
  const { id } = useParams();
  const launch = getLaunch(launchIndexFrom(id));
  return launch ? <LaunchView launch={launch} /> : <NotFound />;
}
