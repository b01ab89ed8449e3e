import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMockCheckout } from '@/features/mockCheckout';
// Demo-only view: imported by path, not through the barrel, so no real-backend build carries it.
import { MockCheckoutView } from '@/components/commerce/MockCheckoutView';
import { config } from '@/config/env';
import { safeReturnPath } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /mock-checkout?session=… — the hosted-checkout stand-in that exists only with mocks on. It reads the
 * session the mock payment endpoint opened, shows the order with pay and cancel, and returns to
 * /payment-success or /payment-cancelled like the real provider.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkout = useMockCheckout(params.get('session') ?? '', (path) => void navigate(safeReturnPath(path)));

  return (
    <>
      <PageMeta title={t('mockCheckout.metaTitle')} description={t('mockCheckout.metaDescription')} />
      <MockCheckoutView {...checkout} merchantName={config.providerName} />
    </>
  );
}

export { Component as MockCheckoutPage };
