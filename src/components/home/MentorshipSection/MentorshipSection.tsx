import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Image, Section, type ImageSource } from '@/components/ui';
import { textList } from '@/lib/translatedLists';
import { CheckList } from '@/components/content/CheckList';

const Layout = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: center;
    ${theme.media.desktop} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${theme.space[8]};
    }
  `,
);

/** The first of two equal columns from `desktop` (768 px), the whole column below. */
const MEDIA_SIZES = '(min-width: 1200px) 540px, (min-width: 768px) 45vw, calc(100vw - 2rem)';

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
  `,
);

const Text = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `,
);

const Points = styled(CheckList)(
  ({ theme }) => css`
    margin-bottom: ${theme.space[6]};
  `,
);

export interface MentorshipSectionProps {
  /** Section anchor (mentorias). */
  id: string;
  image: ImageSource & { alt: string };
  /** Default image swapped in when `image` fails to load (product §8). */
  fallbackSrc: string;
  /** The mentorship details page. */
  detailsHref: string;
}

/** Home mentorship section: image (with a default on error), text, points and a button to the details page. */
export function MentorshipSection({ id, image, fallbackSrc, detailsHref }: MentorshipSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const points = textList(t, 'home.mentorship.points');
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
              fallbackSrc={fallbackSrc}
            />
          </Media>
          <div>
            <Eyebrow>{t('home.mentorship.eyebrow')}</Eyebrow>
            <Heading as="h2" size="xl" id={headingId}>
              {t('home.mentorship.title')}
            </Heading>
            <Text>{t('home.mentorship.text')}</Text>
            {points.length > 0 && <Points items={points} />}
            <ButtonLink to={detailsHref} iconRight={<Icon name="arrowRight" size={18} />}>
              {t('home.mentorship.cta')}
            </ButtonLink>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
