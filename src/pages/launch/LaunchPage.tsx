import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Card, Container, EmptyState, Heading, Icon, Text } from '@/components/ui';
import { LaunchDetails } from '@/components/catalog/LaunchDetails';
import { getLaunch } from '@/data/launches';
import type { Launch } from '@/data/types';
import { paths } from '@/config/routes';
import { config } from '@/config/env';
import { absoluteUrl } from '@/app/head/siteAddresses';
import { breadcrumbJsonLd, courseJsonLd, JsonLd } from '@/seo';
import { summary } from '@/seo/pageTitle';
import { textList } from '@/lib/translatedLists';
import { NoIndex } from '@/seo/NoIndex';
import { PageMeta } from '@/seo/PageMeta';
import { usePageAddress } from '@/seo/usePageAddress';
import { launchContactHref, launchIndexFrom } from './launchLinks';
import { parseBrl } from './launchPrice';
import { SharePageButton } from '@/features/share';

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
      <PageMeta title={t('launch.notFoundTitle')} description={t('launch.notFoundText')} />
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

/**
 * The launch's structured data: a schema.org Course by the educator with its offer in reais (when the
 * catalogue's price text reads as one), and the breadcrumb Home → the launch (launches are a section
 * of the home page). Nothing is said of its delivery: the catalogue does not state it for every launch.
 */
function LaunchJsonLd({ launch, title, description }: { launch: Launch; title: string; description: string }) {
  const { t } = useTranslation();
  const { lang, url, urlOf } = usePageAddress();
  const price = parseBrl(launch.price);
  const data = courseJsonLd({
    name: title,
    description,
    url,
    image: absoluteUrl(launch.image.src),
    lang,
    provider: { name: config.providerName, url: absoluteUrl('/') },
    offer: price !== undefined ? { price, currency: 'BRL', url } : undefined,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: t('nav.home'), url: urlOf(paths.home) },
    { name: title, url },
  ]);
  return (
    <>
      <JsonLd data={data} />
      <JsonLd data={breadcrumb} />
    </>
  );
}

function LaunchView({ launch }: { launch: Launch }) {
  const { t } = useTranslation();
  const title = t(`${launch.key}.title`);
  const description = t(`${launch.key}.description`);
  const buyHref = launchContactHref(launch);
  return (
    <>
      <PageMeta title={t('launch.metaTitle', { title })} description={summary(description)} image={launch.image.src} />
      <LaunchJsonLd launch={launch} title={title} description={description} />
      <LaunchDetails
        eyebrow={t('launch.eyebrow')}
        title={title}
        description={description}
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
            <SharePageButton title={title} />
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
