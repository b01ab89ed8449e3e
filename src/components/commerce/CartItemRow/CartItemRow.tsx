import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Badge, Button, Icon, Image } from '@/components/ui';
import { formatCents } from '@/lib/format';
import { QuantityControl } from '../QuantityControl';
import type { CartLineView } from '../types';

const Row = styled.li(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    grid-template-areas:
      'thumb info'
      'controls controls';
    gap: ${theme.space[3]} ${theme.space[4]};
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    ${theme.media.desktop} {
      grid-template-columns: 6rem minmax(0, 1fr) auto;
      grid-template-areas: 'thumb info controls';
      align-items: center;
      padding: ${theme.space[4]} ${theme.space[5]};
    }
  `,
);

/** The cover at its own aspect ratio (from the image's width and height): nothing of it is cropped. */
const Thumb = styled.div(
  ({ theme }) => css`
    grid-area: thumb;
    align-self: start;
    border-radius: ${theme.radii.md};
    overflow: hidden;
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
      height: auto;
    }
  `,
);

const Info = styled.div(
  ({ theme }) => css`
    grid-area: info;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[1]};
    min-width: 0;
  `,
);

const TitleLink = styled(Link)(
  ({ theme }) => css`
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.snug};
    color: ${theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.primary};
      text-decoration: underline;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
      border-radius: ${theme.radii.sm};
    }
  `,
);

const Unit = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Controls = styled.div(
  ({ theme }) => css`
    grid-area: controls;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.colors.border};
    ${theme.media.desktop} {
      flex-wrap: nowrap;
      padding-top: 0;
      border-top: 0;
      justify-content: flex-end;
      gap: ${theme.space[4]};
    }
  `,
);

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
    <Row>
      <Thumb>
        {item.image && (
          <Image src={item.image.src} width={item.image.width} height={item.image.height} alt="" loading="lazy" hideOnError />
        )}
      </Thumb>
      <Info>
        <Badge tone={item.type === 'course' ? 'primary' : 'accent'}>{t(`cart.type.${item.type}`)}</Badge>
        <TitleLink to={item.href}>{item.title}</TitleLink>
        <Unit>
          {t('cart.unitPrice')}: {formatCents(item.unitCents)}
        </Unit>
      </Info>
      <Controls>
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
      </Controls>
    </Row>
  );
}
