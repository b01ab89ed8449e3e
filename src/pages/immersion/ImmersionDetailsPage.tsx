import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Image, Section, Text } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';
import { StepsList } from '@/components/content/StepsList';
import { Gallery } from '@/components/content/Gallery';
import { CheckList } from '@/components/content/CheckList';
import { CallToAction } from '@/components/content/CallToAction';
import { images, imageAltKey, immersionGalleryNames } from '@/data/images';
import { paths } from '@/config/routes';
import { useGallery } from '@/features/content';
import { objectList, textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';
import { ImmersionFormatCards, ImmersionHighlightCards } from './ImmersionCards';

const Hero = styled.div(
  ({ theme }) => css`
    position: relative;
    display: grid;
    overflow: hidden;
    background: ${theme.colors.primaryHover};
    color: ${theme.colors.textInverse};
    /* The hero image's <picture> adds no box (display: contents): its <img> is the grid item. */
    > *,
    > picture > img {
      grid-area: 1 / 1;
    }
    img {
      width: 100%;
      height: 100%;
      min-height: 26rem;
      object-fit: cover;
      opacity: 0.22;
      mix-blend-mode: luminosity;
    }
  `,
);

const HeroText = styled.div(
  ({ theme }) => css`
    align-self: center;
    padding-block: ${theme.space[8]};
    --ds-eyebrow: ${theme.colors.accentSoft};
    --ds-text-muted: ${theme.colors.textInverse};
    p {
      color: ${theme.colors.textInverse};
    }
    h1 {
      max-width: 40rem;
    }
  `,
);

/** /imersao-details — hero, overview, formats, how it works, gallery with an enlarged view, next steps, contact. */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  const gallery = useGallery(immersionGalleryNames.length);

  const photos = immersionGalleryNames.map((name) => ({ ...images[name], alt: t(imageAltKey(name)) }));

  return (
    <>
      <PageMeta title={t('immersion.metaTitle')} description={t('immersion.metaDescription')} image={images.immersionHero.src} />
      <Hero>
        <Image
          src={images.immersionHero.src}
          srcSet={images.immersionHero.srcSet}
          avifSrcSet={images.immersionHero.avifSrcSet}
          sizes="100vw"
          width={images.immersionHero.width}
          height={images.immersionHero.height}
          alt=""
          loading="eager"
          fetchPriority="high"
        />
        <HeroText>
          <Container>
            <Eyebrow>{t('immersion.eyebrow')}</Eyebrow>
            <Heading as="h1" size="display">
              {t('immersion.title')}
            </Heading>
            <Text size="lg">{t('immersion.lead')}</Text>
            <ButtonLink to={paths.contact} variant="secondary" size="lg" iconRight={<Icon name="mail" size={18} />}>
              {t('immersion.cta')}
            </ButtonLink>
          </Container>
        </HeroText>
      </Hero>
      <Section spacing="md" labelledBy={`${id}-overview`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-overview`}>
            {t('immersion.overviewTitle')}
          </Heading>
          <Text size="lg" tone="muted">
            <RichText text={t('immersion.overview')} />
          </Text>
          <ImmersionHighlightCards spacing="above" />
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-formats`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-formats`}>
            {t('immersion.formatsTitle')}
          </Heading>
          <ImmersionFormatCards spacing="above" />
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-steps`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-steps`}>
            {t('immersion.stepsTitle')}
          </Heading>
          <StepsList steps={objectList(t, 'immersion.steps', ['title', 'text'])} />
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-gallery`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-gallery`}>
            {t('immersion.galleryTitle')}
          </Heading>
          <Text tone="muted">{t('immersion.galleryLead')}</Text>
          <Gallery
            photos={photos}
            {...gallery}
            labels={{
              open: (index, alt) => t('immersion.galleryOpen', { index, alt }),
              dialogTitle: (index, total) => t('immersion.galleryDialogTitle', { index, total }),
              previous: t('immersion.galleryPrevious'),
              next: t('immersion.galleryNext'),
              hint: t('immersion.galleryHint'),
            }}
          />
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-next`}>
        <Container width="narrow">
          <Heading as="h2" size="lg" id={`${id}-next`}>
            {t('immersion.nextStepsTitle')}
          </Heading>
          <CheckList items={textList(t, 'immersion.nextSteps')} icon="arrowRight" />
        </Container>
      </Section>
      <CallToAction
        title={t('immersion.ctaTitle')}
        text={t('immersion.ctaText')}
        actions={
          <ButtonLink to={paths.contact} variant="secondary" size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('immersion.cta')}
          </ButtonLink>
        }
      />
    </>
  );
}
