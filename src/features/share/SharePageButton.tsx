import { useTranslation } from 'react-i18next';
import { ShareButton, type ShareOutcome } from '@/components/ui';
import { useToasts } from '@/features/toasts';
import { useHydrated } from '@/lib/useHydrated';
import { usePageAddress } from '@/seo/usePageAddress';

/**
 * The share control of a product page (course, book and launch pages): the browser's share sheet
 * where it has one, else "copy link" with a toast; the address is the page's canonical one in the
 * visitor's language. Whether there is a share sheet is known after hydration only, so the served page and
 * the first render both offer "copy link".
 */
export function SharePageButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const { show } = useToasts();
  const { url } = usePageAddress();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  const confirm = (outcome: ShareOutcome) => {
    if (outcome === 'copied') show('success', t('share.copied'));
    else if (outcome === 'failed') show('error', t('share.failed'));
  };
  return (
    <ShareButton
      url={url}
      title={title}
      canShare={canShare}
      shareLabel={t('share.share')}
      copyLabel={t('share.copy')}
      onOutcome={confirm}
    />
  );
}
