import { useTranslation } from 'react-i18next';
import { LegalDocument } from '@/components/content/LegalDocument';
import { PageMeta } from '@/seo/PageMeta';
import { useLegalDocument } from './useLegalDocument';

/** /termos-condicoes: terms and conditions (8 sections). */
export function Component() {
  const { t } = useTranslation();
  const doc = useLegalDocument('terms');
  return (
    <>
      <PageMeta title={doc.title} description={t('legal.terms.metaDescription')} />
      <LegalDocument {...doc} />
    </>
  );
}

export { Component as TermsPage };
