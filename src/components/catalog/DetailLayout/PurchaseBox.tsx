import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card } from '@/components/ui';

const Box = styled(Card)<{ $compact: boolean }>(
  ({ theme, $compact }) => css`
    gap: ${$compact ? theme.space[3] : theme.space[4]};
    margin-top: ${theme.space[5]};
  `,
);

const Actions = styled.div<{ $fill: boolean; $compact: boolean }>(
  ({ theme, $fill, $compact }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    ${$compact && `margin-top: ${theme.space[2]};`}
    ${
      $fill &&
      css`
        > * {
          flex: 1 1 14rem;
        }
      `
    }
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

export interface PurchaseBoxProps {
  /** The price and what goes with it (availability, instalments). */
  children?: ReactNode;
  /** Wishlist, cart and buy buttons, or an external enrol link. */
  actions: ReactNode;
  /** `fill` (default): the buttons share the row, at least 14 rem each; `natural`: each button keeps its width. */
  actionsWidth?: 'fill' | 'natural';
  /** Small print under the actions (out of stock, pre-order, how enrolment works). */
  note?: ReactNode;
  /** A secondary action under everything (e.g. download a sample). */
  extra?: ReactNode;
  /** Tight lines for a price told in several short lines (label, amount, instalments), with a little more room before the actions. */
  compact?: boolean;
}

/** The card in a product hero that holds the price and the actions. */
export function PurchaseBox({ children, actions, actionsWidth = 'fill', note, extra, compact = false }: PurchaseBoxProps) {
  return (
    <Box padding="md" $compact={compact}>
      {children}
      <Actions $fill={actionsWidth === 'fill'} $compact={compact}>
        {actions}
      </Actions>
      {note && <Note>{note}</Note>}
      {extra}
    </Box>
  );
}
