import { LegalDocument } from '@/components/content/LegalDocument';
import { pageTitle } from '../content/helpers';
import { useLegalDocument } from './useLegalDocument';

/** /termos-condicoes: terms and conditions (8 sections). */
export function Component() {
  const doc = useLegalDocument('terms');
  return (
    <>
      <title>{pageTitle(doc.title)}</title>
      <LegalDocument {...doc} />
    </>
  );
}

export { Component as TermsPage };
