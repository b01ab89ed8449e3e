import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatBrl, formatEuros } from '@/lib/format';

export type PriceSize = 'sm' | 'md' | 'lg';

const Root = styled.span`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Current = styled.span<{ $size: PriceSize; $sale: boolean }>(
  ({ theme, $size, $sale }) => css`
    font-size: ${{ sm: theme.fontSizes.md, md: theme.fontSizes.xl, lg: theme.fontSizes['2xl'] }[$size]};
    font-weight: ${theme.fontWeights.bold};
    color: ${$sale ? theme.colors.accentHover : theme.colors.text};
    line-height: ${theme.lineHeights.tight};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  `,
);

const Original = styled.s<{ $size: PriceSize }>(
  ({ theme, $size }) => css`
    font-size: ${$size === 'lg' ? theme.fontSizes.md : theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    white-space: nowrap;
  `,
);

export interface PriceProps {
  /** The amount in whole units (euros or reais), e.g. 14.9. */
  amount: number;
  currency?: 'EUR' | 'BRL';
  /** Price before the discount: shown struck through with an accessible "original price" label. */
  original?: number;
  size?: PriceSize;
  className?: string;
}

/** A price formatted with Intl: '14,90 €' (pt-PT) or 'R$ 297,00' (BRL), whatever the UI language. */
export function Price({ amount, currency = 'EUR', original, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const format = currency === 'BRL' ? formatBrl : formatEuros;
  const onSale = original !== undefined && original > amount;
  return (
    <Root className={className}>
      <Current $size={size} $sale={onSale}>
        {onSale && <span className="visually-hidden">{t('ui.currentPrice')} </span>}
        {format(amount)}
      </Current>
      {onSale && (
        <Original $size={size}>
          <span className="visually-hidden">{t('ui.originalPrice')} </span>
          {format(original)}
        </Original>
      )}
    </Root>
  );
}
