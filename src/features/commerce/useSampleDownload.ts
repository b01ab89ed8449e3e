import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '@/features/toasts';
import { downloadFile } from '@/api/files';
import { downloadErrorKey } from '@/api/downloadError';

/**
 * A printed book's sample chapter (its previewLink, a static PDF) downloaded through the API: a real fetch with a
 * toast either way. `busy` while the file is on its way; `title` is the book's title, named in the toast.
 */
export function useSampleDownload(path: string, title: string) {
  const { t } = useTranslation();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path);
      show('success', t('publications.downloadStarted', { title: t('book.sampleOf', { title }) }));
    } catch (error) {
      const { key, status } = downloadErrorKey(error);
      show('error', t('publications.downloadFailed', { message: t(key, { status }) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
