import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ICON_CLASS, STAR } from '../Icon/Icon';

/** Space between two stars, in CSS pixels. */
const GAP_PX = 2;

const Root = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    color: ${theme.colors.star};
    --icon-stroke: 1.5;
  `,
);

const EmptyStars = styled.path`
  stroke: ${({ theme }) => theme.colors.borderStrong};
`;

/** The star icon's outline (24 px grid) as path commands, once per star from `from` to `to`, `step` units apart. */
export function starsPath(from: number, to: number, step: number): string {
  const numbers = STAR.split(' ').map(Number);
  const corners = numbers.flatMap((x, i) => (i % 2 === 0 ? [[x, numbers[i + 1] ?? 0] as const] : []));
  const stars: string[] = [];
  for (let star = from; star < to; star++) {
    stars.push(`M${corners.map(([x, y]) => `${+(x + star * step).toFixed(3)} ${y}`).join('L')}Z`);
  }
  return stars.join('');
}

export interface StarsProps {
  /** 0 to 5; rounded to the nearest whole star. */
  rating: number;
  /** Accessible text; defaults to the translated "{{rating}} de 5 estrelas". */
  label?: string;
  /** Size of each star in px. */
  size?: number;
  className?: string;
}

/**
 * Star rating shown as five stars, read as one phrase by screen readers. One SVG with two paths (the filled
 * stars, the empty ones), drawn exactly as five star icons `GAP_PX` apart were: a page of reviews has dozens of
 * ratings, and five icons each were a tenth of the home page's elements.
 */
export function Stars({ rating, label, size = 18, className }: StarsProps) {
  const { t } = useTranslation();
  const safe = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const filled = Math.round(safe);
  // On the icons' 24-unit grid, scaled to `size` px: the gap in those units.
  const step = 24 + (GAP_PX * 24) / size;
  return (
    <Root role="img" aria-label={label ?? t('ui.stars', { rating: safe })} className={className}>
      <svg
        className={ICON_CLASS}
        width={5 * size + 4 * GAP_PX}
        height={size}
        viewBox={`0 0 ${+(4 * step + 24).toFixed(3)} 24`}
        aria-hidden
      >
        {filled > 0 && <path d={starsPath(0, filled, step)} fill="currentColor" />}
        {filled < 5 && <EmptyStars d={starsPath(filled, 5, step)} />}
      </svg>
    </Root>
  );
}
