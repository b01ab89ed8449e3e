import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Heading, Icon, SelectField, TextLink } from '@/components/ui';
import { Actions, IconList, OutcomeLayout, Panel } from '../internal/OutcomeLayout';

export const CANCELLATION_REASON_VALUES = ['changed-mind', 'payment-issue', 'too-expensive', 'security', 'other'] as const;

export interface PaymentCancelledViewProps {
  /** Neither a stored cart nor a last product: the 'session expired' alert, no retry. */
  expired: boolean;
  /** Chosen cancellation reason ('' for none). */
  reason: string;
  onReasonChange: (reason: string) => void;
  onRetry: () => void;
  /** A retry checkout is being created. */
  retrying?: boolean;
  /** A stored cart exists (shows the link back to the cart). */
  hasCart?: boolean;
}

/** Payment cancelled: reasons explained, an optional reason dropdown (only logged), retry, and a support link. */
export function PaymentCancelledView({
  expired,
  reason,
  onReasonChange,
  onRetry,
  retrying = false,
  hasCart = false,
}: PaymentCancelledViewProps) {
  const { t } = useTranslation();
  const reasonsId = useId();
  const retryId = useId();
  const feedbackId = useId();
  const supportId = useId();
  const reasons = t('paymentCancelled.reasons', { returnObjects: true }) as unknown;
  const reasonList = Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];

  return (
    <OutcomeLayout icon="alert" tone="warning" title={t('paymentCancelled.title')} lead={t('paymentCancelled.lead')}>
      {expired && (
        <Alert tone="error">
          <p>{t('paymentCancelled.sessionExpired')}</p>
        </Alert>
      )}

      {!expired && (
        <Panel aria-labelledby={retryId}>
          <Heading as="h2" size="sm" id={retryId}>
            {t('paymentCancelled.retryTitle')}
          </Heading>
          <p>{t('paymentCancelled.retryText')}</p>
          <div>
            <Button size="lg" loading={retrying} onClick={onRetry} iconLeft={<Icon name="lock" size={18} />}>
              {t('paymentCancelled.retry')}
            </Button>
          </div>
        </Panel>
      )}

      <Panel aria-labelledby={reasonsId}>
        <Heading as="h2" size="sm" id={reasonsId}>
          {t('paymentCancelled.reasonsTitle')}
        </Heading>
        <IconList>
          {reasonList.map((text) => (
            <li key={text}>
              <Icon name="info" size={18} />
              <span>{text}</span>
            </li>
          ))}
        </IconList>
      </Panel>

      <Panel aria-labelledby={feedbackId}>
        <Heading as="h2" size="sm" id={feedbackId}>
          {t('paymentCancelled.feedbackTitle')}
        </Heading>
        <SelectField
          label={t('paymentCancelled.reasonLabel')}
          hint={t('paymentCancelled.reasonHint')}
          placeholder={t('paymentCancelled.reasonPlaceholder')}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          options={CANCELLATION_REASON_VALUES.map((value) => ({ value, label: t(`paymentCancelled.reasonOptions.${value}`) }))}
        />
        <p role="status">{reason ? t('paymentCancelled.reasonThanks') : ''}</p>
      </Panel>

      <Panel aria-labelledby={supportId}>
        <Heading as="h2" size="sm" id={supportId}>
          {t('paymentCancelled.supportTitle')}
        </Heading>
        <p>{t('paymentCancelled.supportText')}</p>
        <p>
          <TextLink to="/contact">{t('paymentCancelled.supportLink')}</TextLink>
        </p>
      </Panel>

      <Actions data-print="hide">
        {!expired && hasCart && (
          <ButtonLink to="/cart" variant="outline">
            {t('paymentCancelled.backToCart')}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant={expired ? 'primary' : 'ghost'} iconLeft={<Icon name="home" size={18} />}>
          {t('paymentCancelled.home')}
        </ButtonLink>
      </Actions>
    </OutcomeLayout>
  );
}
