import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Image, type ImageSource } from '@/components/ui';

const Root = styled.section(
  ({ theme }) => css`
    position: relative;
    isolation: isolate;
    overflow: hidden;
    min-height: 32rem;
    display: flex;
    align-items: center;
    padding-block: ${theme.space[8]};
    background: ${theme.colors.text};
    ${theme.media.desktop} {
      min-height: 36rem;
      padding-block: ${theme.space[9]};
    }
  `,
);

const Backgrounds = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

/** Each background covers the whole section, as wide as the window. */
const Background = styled(Image)<{ $active: boolean }>(
  ({ theme, $active }) => css`
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
    opacity: ${$active ? 1 : 0};
    transform: scale(${$active ? 1.04 : 1});
    transition:
      opacity 1200ms ease,
      transform 6000ms ease-out;
    ${theme.media.reducedMotion} {
      transition: none;
      transform: none;
    }
  `,
);

const Shade = styled.div(
  ({ theme }) => css`
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, ${theme.colors.overlay} 0%, transparent 75%);
  `,
);

const Panel = styled.div(
  ({ theme }) => css`
    max-width: 34rem;
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.xl};
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    box-shadow: ${theme.shadows.lg};
    --ds-eyebrow: ${theme.colors.primarySoft};
    p {
      font-size: ${theme.fontSizes.lg};
    }
    ${theme.media.desktop} {
      padding: ${theme.space[7]};
    }
  `,
);

const Dots = styled.ol(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[2]};
    margin: ${theme.space[5]} 0 0;
    padding: 0;
    list-style: none;
    li {
      width: 2rem;
      height: 4px;
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.primarySoft};
      opacity: 0.45;
      transition: opacity ${theme.transitions.slow};
    }
    li[data-active='true'] {
      opacity: 1;
    }
  `,
);

export interface ImmersionSectionProps {
  /** Section anchor (imersoes). */
  id: string;
  /** The rotating background images (decorative). */
  backgrounds: ImageSource[];
  /** Index of the visible background; the others fade out. */
  activeIndex: number;
  /** The immersion details page. */
  detailsHref: string;
}

/** Home immersion section: text panel over backgrounds that cross-fade (the rotation is driven by the page). */
export function ImmersionSection({ id, backgrounds, activeIndex, detailsHref }: ImmersionSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Root id={id} aria-labelledby={headingId}>
      <Backgrounds aria-hidden="true">
        {backgrounds.map((bg, index) => (
          <Background
            key={bg.src}
            src={bg.src}
            srcSet={bg.srcSet}
            avifSrcSet={bg.avifSrcSet}
            sizes="100vw"
            width={bg.width}
            height={bg.height}
            alt=""
            $active={index === activeIndex}
            data-active={index === activeIndex}
          />
        ))}
        <Shade />
      </Backgrounds>
      <Container>
        <Panel>
          <Eyebrow>{t('home.immersion.eyebrow')}</Eyebrow>
          <Heading as="h2" size="xl" id={headingId}>
            {t('home.immersion.title')}
          </Heading>
          <p>{t('home.immersion.text')}</p>
          <ButtonLink to={detailsHref} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('home.immersion.cta')}
          </ButtonLink>
          {backgrounds.length > 1 && (
            <Dots aria-hidden="true">
              {backgrounds.map((bg, index) => (
                <li key={bg.src} data-active={index === activeIndex} />
              ))}
            </Dots>
          )}
        </Panel>
      </Container>
    </Root>
  );
}
