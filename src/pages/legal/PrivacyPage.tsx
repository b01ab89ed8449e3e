import { useTranslation } from 'react-i18next';
import { LegalDocument } from '@/components/content/LegalDocument';
import { PageMeta } from '@/seo/PageMeta';
import { useLegalDocument } from './useLegalDocument';

/** /privacy, /privacy-policy, /politica, /politica-privacidade: the privacy policy (9 sections, provider email). */
export function Component() {
  const { t } = useTranslation();
  const doc = useLegalDocument('privacy');
  return (
    <>
      <PageMeta title={doc.title} description={t('legal.privacy.metaDescription')} />
      <LegalDocument {...doc} />
    </>
  );
}

export { Component as PrivacyPage };
