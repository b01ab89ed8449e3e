import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Container, Eyebrow, Heading, Icon, Image, Section, type ImageSource } from '@/components/ui';
import { textList } from '@/lib/translatedLists';

const Layout = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: start;
    ${theme.media.desktop} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      gap: ${theme.space[8]};
      align-items: center;
    }
  `,
);

/** The narrower of two columns (5:6) from `desktop` (768 px), the whole column below. */
const MEDIA_SIZES = '(min-width: 1200px) 590px, (min-width: 768px) 48vw, calc(100vw - 2rem)';

const Media = styled.div(
  ({ theme }) => css`
    position: relative;
    img {
      width: 100%;
      aspect-ratio: 3 / 2;
      object-fit: cover;
      border-radius: ${theme.radii.xl};
      box-shadow: ${theme.shadows.md};
    }
    ${theme.media.desktop} {
      order: 2;
    }
  `,
);

const Copy = styled.div`
  min-width: 0;
`;

const Paragraph = styled.p(
  ({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin-top: ${theme.space[2]};
  `,
);

export interface AboutSectionProps {
  /** Section anchor (about). */
  id: string;
  /** The educator's name, in the heading. */
  name: string;
  image: ImageSource & { alt: string };
  /** The about-detail page. */
  detailHref: string;
  /** Start expanded (stories). */
  defaultExpanded?: boolean;
}

/** Home about section: intro, more text behind a read more / read less toggle (aria-expanded) and a button to /about-detail. */
export function AboutSection({ id, name, image, detailHref, defaultExpanded = false }: AboutSectionProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const moreId = useId();
  const headingId = `${id}-title`;
  const more = textList(t, 'home.about.more');
  return (
    <Section id={id} labelledBy={headingId} tone="alt" spacing="lg">
      <Container>
        <Layout>
          <Media>
            <Image
              src={image.src}
              srcSet={image.srcSet}
              avifSrcSet={image.avifSrcSet}
              sizes={MEDIA_SIZES}
              width={image.width}
              height={image.height}
              alt={image.alt}
            />
          </Media>
          <Copy>
            <Eyebrow>{t('home.about.eyebrow')}</Eyebrow>
            <Heading as="h2" size="xl" id={headingId}>
              {t('home.about.title', { name })}
            </Heading>
            <Paragraph>{t('home.about.intro')}</Paragraph>
            <div id={moreId} hidden={!expanded}>
              {more.length > 0 && more.map((paragraph) => <Paragraph key={paragraph}>{paragraph}</Paragraph>)}
            </div>
            <Actions>
              <Button
                variant="ghost"
                aria-expanded={expanded}
                aria-controls={moreId}
                onClick={() => setExpanded((v) => !v)}
                iconRight={<Icon name="chevronDown" size={18} style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
              >
                {expanded ? t('home.about.readLess') : t('home.about.readMore')}
              </Button>
              <ButtonLink to={detailHref} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
                {t('home.about.cta')}
              </ButtonLink>
            </Actions>
          </Copy>
        </Layout>
      </Container>
    </Section>
  );
}
