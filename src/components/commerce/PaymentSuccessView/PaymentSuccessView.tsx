import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Heading, Icon, TextLink } from '@/components/ui';
import { SummaryList } from '../internal/styles';
import { Actions, IconList, OutcomeLayout, Panel } from '../internal/OutcomeLayout';

const OrderNumber = styled.span(
  ({ theme }) => css`
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    letter-spacing: 0.04em;
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

export interface PaymentSuccessViewProps {
  /** Six-digit order number (display only). */
  orderNumber: number;
  /** Today's date, already formatted (pt-BR dd/mm/yyyy). */
  date: string;
}

/** Payment success: order number, date, payment method (credit card), next steps and a keep-shopping link. */
export function PaymentSuccessView({ orderNumber, date }: PaymentSuccessViewProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const nextId = useId();
  return (
    <OutcomeLayout icon="check" tone="success" title={t('paymentSuccess.title')} lead={t('paymentSuccess.lead')}>
      <Panel aria-labelledby={detailsId}>
        <Heading as="h2" size="sm" id={detailsId}>
          {t('paymentSuccess.detailsTitle')}
        </Heading>
        <SummaryList>
          <div>
            <dt>{t('paymentSuccess.orderNumber')}</dt>
            <dd>
              <OrderNumber data-testid="order-number">#{orderNumber}</OrderNumber>
            </dd>
          </div>
          <div>
            <dt>{t('paymentSuccess.date')}</dt>
            <dd data-testid="order-date">{date}</dd>
          </div>
          <div>
            <dt>{t('paymentSuccess.method')}</dt>
            <dd>{t('paymentSuccess.creditCard')}</dd>
          </div>
        </SummaryList>
        <Note>{t('paymentSuccess.orderNote')}</Note>
      </Panel>
      <Panel aria-labelledby={nextId}>
        <Heading as="h2" size="sm" id={nextId}>
          {t('paymentSuccess.nextTitle')}
        </Heading>
        <IconList>
          <li>
            <Icon name="mail" size={20} />
            <span>{t('paymentSuccess.nextEmail')}</span>
          </li>
          <li>
            <Icon name="info" size={20} />
            <span>
              {t('paymentSuccess.nextSupport')} <TextLink to="/contact">{t('paymentSuccess.supportLink')}</TextLink>
            </span>
          </li>
        </IconList>
      </Panel>
      <Actions data-print="hide">
        <ButtonLink to="/" size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
          {t('paymentSuccess.keepShopping')}
        </ButtonLink>
      </Actions>
    </OutcomeLayout>
  );
}
