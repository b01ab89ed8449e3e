import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Badge, Button, Icon } from '@/components/ui';
import { formatCents } from '@/lib/format';
import { ItemCard, ItemCardNote } from '../ItemCard';
import { QuantityControl } from '../QuantityControl';
import type { CartLineView } from '../types';

const RemoveText = styled.span(
  ({ theme }) => css`
    ${theme.media.mobileOnly} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
);

const LineTotal = styled.p(
  ({ theme }) => css`
    margin: 0 0 0 auto;
    min-width: 5rem;
    text-align: end;
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  `,
);

export interface CartItemRowProps {
  item: CartLineView;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One cart line: image, type, title (link to the product), unit price, quantity control, line total and remove. */
export function CartItemRow({ item, onQuantityChange, onRemove, disabled = false }: CartItemRowProps) {
  const { t } = useTranslation();
  return (
    <ItemCard
      layout="row"
      title={item.title}
      href={item.href}
      image={item.image}
      badge={<Badge tone={item.type === 'course' ? 'primary' : 'accent'}>{t(`cart.type.${item.type}`)}</Badge>}
      actions={
        <>
          <QuantityControl
            title={item.title}
            quantity={item.quantity}
            max={item.maxQuantity}
            onChange={onQuantityChange}
            disabled={disabled}
          />
          <LineTotal>
            <span className="visually-hidden">{t('cart.lineTotal')}: </span>
            {formatCents(item.unitCents * item.quantity)}
          </LineTotal>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('cart.removeLabel', { title: item.title })}
            iconLeft={<Icon name="trash" size={18} />}
          >
            <RemoveText>{t('cart.remove')}</RemoveText>
          </Button>
        </>
      }
    >
      <ItemCardNote>
        {t('cart.unitPrice')}: {formatCents(item.unitCents)}
      </ItemCardNote>
    </ItemCard>
  );
}
