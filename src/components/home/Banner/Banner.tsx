import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Eyebrow, Icon, Image, LinkText, type ImageSource } from '@/components/ui';
import { textList } from '@/lib/translatedLists';

const Root = styled.section(
  ({ theme }) => css`
    position: relative;
    overflow: hidden;
    padding-block: ${theme.space[6]} ${theme.space[7]};
    background:
      radial-gradient(ellipse 60% 70% at 100% 0%, ${theme.colors.accentSoft} 0%, transparent 70%),
      radial-gradient(ellipse 50% 60% at 0% 100%, ${theme.colors.primarySoft} 0%, transparent 70%), ${theme.colors.bg};
    ${theme.media.desktop} {
      padding-block: ${theme.space[8]} ${theme.space[9]};
    }
  `,
);

const Layout = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: center;
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
      gap: ${theme.space[8]};
    }
  `,
);

const Copy = styled.div`
  min-width: 0;
`;

const Title = styled.h1(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes['4xl']};
    line-height: 1.08;
    letter-spacing: -0.01em;
    color: ${theme.colors.text};
  `,
);

const Text = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[5]};
    max-width: 36rem;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin-bottom: ${theme.space[5]};
  `,
);

const Highlights = styled.ul(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
    li {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
    }
    svg {
      color: ${theme.colors.primary};
    }
  `,
);

const Figure = styled.div(
  ({ theme }) => css`
    position: relative;
    margin: 0;
    &::before {
      content: '';
      position: absolute;
      inset: ${theme.space[4]} -${theme.space[3]} -${theme.space[4]} ${theme.space[6]};
      border-radius: ${theme.radii.xl};
      background: ${theme.colors.accentSoft};
      transform: rotate(2deg);
    }
    img {
      position: relative;
      width: 100%;
      aspect-ratio: 16 / 10;
      object-fit: cover;
      border-radius: ${theme.radii.xl};
      box-shadow: ${theme.shadows.lg};
    }
    ${theme.media.mobileOnly} {
      &::before {
        inset: ${theme.space[3]} -${theme.space[2]} -${theme.space[3]} ${theme.space[4]};
      }
    }
  `,
);

/** The figure: the whole column below `wide` (1024 px), then the second of two columns of the 1200 px container. */
const HERO_SIZES = '(min-width: 1200px) 540px, (min-width: 1024px) 45vw, calc(100vw - 2rem)';

export interface BannerProps {
  /** The educator's name, inserted in the text. */
  name: string;
  image: ImageSource & { alt: string };
  /** Target of the 'more info' button: the courses section (/#cursos). */
  moreInfoHref: string;
  /** Target of the secondary button (contact). */
  contactHref: string;
}

/** Home hero: h1, text, 'more info' button to the courses and the hero image (eager, high priority: it is the LCP). */
export function Banner({ name, image, moreInfoHref, contactHref }: BannerProps) {
  const { t } = useTranslation();
  const highlights = textList(t, 'home.banner.highlights');
  return (
    <Root aria-labelledby="home-banner-title">
      <Container>
        <Layout>
          <Copy>
            <Eyebrow>{t('home.banner.eyebrow')}</Eyebrow>
            <Title id="home-banner-title">{t('home.banner.title')}</Title>
            <Text>{t('home.banner.text', { name })}</Text>
            <Actions>
              <ButtonLink to={moreInfoHref} size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
                <LinkText text={t('home.banner.moreInfo')} label={t('home.banner.moreInfoLabel')} />
              </ButtonLink>
              <ButtonLink to={contactHref} size="lg" variant="outline">
                {t('home.banner.secondary')}
              </ButtonLink>
            </Actions>
            {highlights.length > 0 && (
              <Highlights>
                {highlights.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={16} />
                    {item}
                  </li>
                ))}
              </Highlights>
            )}
          </Copy>
          <Figure>
            <Image
              src={image.src}
              srcSet={image.srcSet}
              avifSrcSet={image.avifSrcSet}
              sizes={HERO_SIZES}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="eager"
              fetchPriority="high"
            />
          </Figure>
        </Layout>
      </Container>
    </Root>
  );
}
