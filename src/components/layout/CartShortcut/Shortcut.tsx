import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@/components/ui';
import { countBubble, focusRing, TOUCH } from '../internal/styles';

const IconLink = styled(Link)(
  ({ theme }) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${TOUCH};
    min-height: ${TOUCH};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    transition: background-color ${theme.transitions.fast};
    &:hover {
      color: ${theme.colors.text};
      background: ${theme.colors.surfaceAlt};
    }
    &[aria-current='page'] {
      color: ${theme.colors.primary};
    }
    ${focusRing(theme)}
  `,
);

const IconBubble = styled.span(
  ({ theme }) => css`
    ${countBubble(theme)}
    position: absolute;
    top: 2px;
    right: 0;
  `,
);

const RowLink = styled(Link)(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: ${TOUCH};
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
    &:hover {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
    ${focusRing(theme)}
  `,
);

const RowBubble = styled.span(
  ({ theme }) => css`
    ${countBubble(theme)}
    margin-left: auto;
  `,
);

export interface ShortcutProps extends Omit<LinkProps, 'children'> {
  icon: IconName;
  /** Visible label in the row variant. */
  label: string;
  /** Accessible name including the count ("Carrinho, 2 artigos"). */
  countLabel: string;
  count: number;
  /** 'icon' in the header bar, 'row' in the mobile menu. */
  variant?: 'icon' | 'row';
}

/** An icon link with an item-count badge (shared by the cart and wishlist shortcuts). */
export function Shortcut({ icon, label, countLabel, count, variant = 'icon', ...rest }: ShortcutProps) {
  const shown = Math.max(0, Math.floor(count));
  const display = shown > 99 ? '99+' : String(shown);
  if (variant === 'row') {
    return (
      <RowLink aria-label={countLabel} {...rest}>
        <Icon name={icon} size={20} />
        <span>{label}</span>
        {shown > 0 && <RowBubble aria-hidden="true">{display}</RowBubble>}
      </RowLink>
    );
  }
  return (
    <IconLink aria-label={countLabel} {...rest}>
      <Icon name={icon} size={24} />
      {shown > 0 && (
        <IconBubble aria-hidden="true" data-testid={`${icon}-count`}>
          {display}
        </IconBubble>
      )}
    </IconLink>
  );
}
