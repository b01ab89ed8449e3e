import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Image, Section } from '@/components/ui';
import { textList } from '../internal/textList';

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

const Points = styled.ul(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0 0 ${theme.space[6]};
    padding: 0;
    list-style: none;
    li {
      display: flex;
      gap: ${theme.space[3]};
      align-items: flex-start;
    }
  `,
);

const Tick = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  `,
);

export interface MentorshipSectionProps {
  /** Section anchor (mentorias). */
  id: string;
  image: { src: string; width: number; height: number; alt: string };
  /** Default image swapped in when `image` fails to load (product §8). */
  fallbackSrc: string;
  /** The mentorship details page. */
  detailsHref: string;
}

/** Home mentorship section: image (with a default on error), text, points and a button to the details page. */
export function MentorshipSection({ id, image, fallbackSrc, detailsHref }: MentorshipSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const points = textList(t('home.mentorship.points', { returnObjects: true }));
  return (
    <Section id={id} labelledBy={headingId} tone="alt" spacing="lg">
      <Container>
        <Layout>
          <Media>
            <Image src={image.src} width={image.width} height={image.height} alt={image.alt} fallbackSrc={fallbackSrc} />
          </Media>
          <div>
            <Eyebrow>{t('home.mentorship.eyebrow')}</Eyebrow>
            <Heading as="h2" size="xl" id={headingId}>
              {t('home.mentorship.title')}
            </Heading>
            <Text>{t('home.mentorship.text')}</Text>
            {points.length > 0 && (
              <Points>
                {points.map((point) => (
                  <li key={point}>
                    <Tick>
                      <Icon name="check" size={16} />
                    </Tick>
                    <span>{point}</span>
                  </li>
                ))}
              </Points>
            )}
            <ButtonLink to={detailsHref} iconRight={<Icon name="arrowRight" size={18} />}>
              {t('home.mentorship.cta')}
            </ButtonLink>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
