import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, Image, Price, type ImageSource } from '@/components/ui';
import { liftingCard } from '../internal/cardSurface';

/** Raised further on hover than a book card, and while the stretched title link has the focus. */
const Root = styled.article(
  ({ theme }) => css`
    ${liftingCard(theme, { shadow: 'lg', lift: '-3px' })}
    &:focus-within {
      box-shadow: ${theme.shadows.lg};
    }
  `,
);

/** The course cover at its own aspect ratio (from the image's width and height): never cropped, no zoom. */
const Media = styled.div(
  ({ theme }) => css`
    position: relative;
    overflow: hidden;
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
      height: auto;
    }
  `,
);

const Body = styled.div(
  ({ theme }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding: ${theme.space[5]};
  `,
);

const Title = styled.h3(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.snug};
  `,
);

/** The title link covers the whole card, so the card is one big target with one accessible name. */
const StretchedLink = styled(Link)(
  ({ theme }) => css`
    color: ${theme.colors.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${theme.radii.lg};
    }
    &:hover {
      color: ${theme.colors.primaryHover};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
  `,
);

const Summary = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  `,
);

const MetaList = styled.ul(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    li {
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[2]};
    }
    svg {
      margin-top: 2px;
      color: ${theme.colors.primary};
    }
  `,
);

const Footer = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    margin-top: auto;
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.colors.border};
  `,
);

const Cta = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const OnRequest = styled.span(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
  `,
);

/** A card of the course grids: three columns of the 1200 px container at `wide`, two at `desktop`, one below. */
const CARD_SIZES = '(min-width: 1200px) 370px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, calc(100vw - 2rem)';

export interface CourseCardProps {
  id: number;
  title: string;
  summary: string;
  image: ImageSource;
  /** Link target, e.g. /course/1. */
  href: string;
  /** Euros; null when the course has no price (the international programme). */
  price: number | null;
  hours?: number;
  months?: number;
  location?: string;
  date?: string;
  /** 'eager' only when above the fold. */
  loading?: 'lazy' | 'eager';
}

/** A course in a grid (home page and /cursos): image, duration badges, title link to the course, summary, place, date and price. */
export function CourseCard({
  title,
  summary,
  image,
  href,
  price,
  hours,
  months,
  location,
  date,
  loading = 'lazy',
}: CourseCardProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <Media>
        <Image
          src={image.src}
          srcSet={image.srcSet}
          avifSrcSet={image.avifSrcSet}
          sizes={CARD_SIZES}
          width={image.width}
          height={image.height}
          alt=""
          loading={loading}
        />
      </Media>
      <Body>
        <Title>
          <StretchedLink to={href}>{title}</StretchedLink>
        </Title>
        <Summary>{summary}</Summary>
        {(location || date || hours) && (
          <MetaList>
            {hours ? (
              <li>
                <Icon name="clock" size={16} />
                <span>
                  {months
                    ? `${t('home.courses.hours', { count: hours })} · ${t('home.courses.months', { count: months })}`
                    : t('home.courses.hours', { count: hours })}
                </span>
              </li>
            ) : null}
            {location && (
              <li>
                <Icon name="mapPin" size={16} />
                <span>
                  <span className="visually-hidden">{t('home.courses.location')}: </span>
                  {location}
                </span>
              </li>
            )}
            {date && (
              <li>
                <Icon name="calendar" size={16} />
                <span>
                  <span className="visually-hidden">{t('home.courses.date')}: </span>
                  {date}
                </span>
              </li>
            )}
          </MetaList>
        )}
        <Footer>
          {price === null ? <OnRequest>{t('home.courses.priceOnRequest')}</OnRequest> : <Price amount={price} size="md" />}
          <Cta aria-hidden="true">
            {t('home.courses.viewCourse')}
            <Icon name="arrowRight" size={18} />
          </Cta>
        </Footer>
      </Body>
    </Root>
  );
}
