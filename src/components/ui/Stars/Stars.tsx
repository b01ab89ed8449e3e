import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';

const Root = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${theme.colors.star};
    --icon-stroke: 1.5;
  `,
);

const Empty = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.borderStrong};
`;

export interface StarsProps {
  /** 0 to 5; rounded to the nearest whole star. */
  rating: number;
  /** Accessible text; defaults to the translated "{{rating}} de 5 estrelas". */
  label?: string;
  /** Size of each star in px. */
  size?: number;
  className?: string;
}

/** Star rating shown as five stars, read as one phrase by screen readers. */
export function Stars({ rating, label, size = 18, className }: StarsProps) {
  const { t } = useTranslation();
  const safe = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const filled = Math.round(safe);
  return (
    <Root role="img" aria-label={label ?? t('ui.stars', { rating: safe })} className={className}>
      {Array.from({ length: 5 }, (_, index) =>
        index < filled ? (
          <Icon key={index} name="starFilled" size={size} />
        ) : (
          <Empty key={index}>
            <Icon name="star" size={size} />
          </Empty>
        ),
      )}
    </Root>
  );
}
