import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/ui';
import { formatCents } from '@/lib/format';

const Root = styled.div<{ $reached: boolean }>(
  ({ theme, $reached }) => css`
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${$reached ? theme.colors.successSoft : theme.colors.primarySoft};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Line = styled.p<{ $reached: boolean }>(
  ({ theme, $reached }) => css`
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
    svg {
      flex: none;
      margin-top: 2px;
      color: ${$reached ? theme.colors.success : theme.colors.primary};
    }
  `,
);

const Track = styled.div(
  ({ theme }) => css`
    height: 0.5rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    overflow: hidden;
  `,
);

const Fill = styled.div(
  ({ theme }) => css`
    height: 100%;
    border-radius: inherit;
    background: ${theme.colors.primary};
    transition: width ${theme.transitions.normal};
    ${theme.media.reducedMotion} {
      transition: none;
    }
  `,
);

export interface FreeShippingNoticeProps {
  /** Cents still needed; 0 when shipping is already free. */
  missingCents: number;
  subtotalCents: number;
  /** Shipping is free ABOVE this amount (cents). */
  thresholdCents: number;
}

/**
 * Free shipping (free above €50): one sentence that says the rule and what is missing ("Portes grátis em compras
 * acima de 50,00 €: faltam 36,01 €"), so the extra cent of "above" reads as the rule, not a rounding bug; a
 * progress bar; announced politely when it changes. Amounts in pt-PT euros in both languages (product §9).
 */
export function FreeShippingNotice({ missingCents, subtotalCents, thresholdCents }: FreeShippingNoticeProps) {
  const { t } = useTranslation();
  const reached = missingCents <= 0;
  const progress = Math.max(0, Math.min(100, (subtotalCents / (thresholdCents + 1)) * 100));
  return (
    <Root $reached={reached} role="status" data-testid="free-shipping-notice">
      <Line $reached={reached}>
        <Icon name={reached ? 'check' : 'info'} size={18} />
        <span>
          {reached
            ? t('cart.freeShipping.reached')
            : t('cart.freeShipping.missing', { threshold: formatCents(thresholdCents), amount: formatCents(missingCents) })}
        </span>
      </Line>
      {!reached && (
        <Track aria-hidden="true">
          <Fill style={{ width: `${progress}%` }} />
        </Track>
      )}
    </Root>
  );
}
