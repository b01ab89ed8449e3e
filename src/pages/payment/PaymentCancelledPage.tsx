import { useTranslation } from 'react-i18next';
import { usePaymentCancelled } from '@/features/commerce';
import { PaymentCancelledView } from '@/components/commerce';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /payment-cancelled (product §2 Payment cancelled, §4 Cancelled page, §7 retry): reasons, an optional
 * reason (only logged), support link, and a retry that rebuilds the items from the stored cart or the
 * last product. With neither on arrival: 'Sua sessão expirou…'.
 */
export function Component() {
  const { t } = useTranslation();
  const cancelled = usePaymentCancelled();
  return (
    <>
      <PageMeta title={t('paymentCancelled.metaTitle')} description={t('paymentCancelled.metaDescription')} />
      <PaymentCancelledView {...cancelled} />
    </>
  );
}

export { Component as PaymentCancelledPage };
