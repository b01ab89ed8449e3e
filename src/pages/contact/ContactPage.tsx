import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/env';
import { images, imageAltKey } from '@/data/images';
import { ContactPageView } from '@/components/contact/ContactPageView';
import { ContactFormContainer } from '@/features/contact';
import { readSubject } from './prefill';
import { PageMeta } from '@/seo/PageMeta';

/** /contact: benefits and the provider's email beside the contact form; a known ?subject= key (or ?assunto=) prefills the message (see prefill.ts, subjects.ts). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = useMemo(() => readSubject(params), [params]);
  const subject = source ? t(source.key) : null;
  const initialValues = subject ? { message: t('contact.prefillMessage', { subject }) } : undefined;
  return (
    <>
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} image={images.contact.src} />
      <ContactPageView
        email={config.contactEmail}
        image={{ ...images.contact, alt: t(imageAltKey('contact')) }}
        subject={subject}
        // A new subject starts a fresh form with its own prefilled message.
        form={<ContactFormContainer key={subject ?? ''} variant="page" initialValues={initialValues} />}
      />
    </>
  );
}
