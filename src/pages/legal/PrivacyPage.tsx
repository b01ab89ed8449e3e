import { LegalDocument } from '@/components/content/LegalDocument';
import { pageTitle } from '../content/helpers';
import { useLegalDocument } from './useLegalDocument';

/** /privacy, /privacy-policy, /politica, /politica-privacidade: the privacy policy (9 sections, provider email). */
export function Component() {
  const doc = useLegalDocument('privacy');
  return (
    <>
      <title>{pageTitle(doc.title)}</title>
      <LegalDocument {...doc} />
    </>
  );
}

export { Component as PrivacyPage };
