import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MAX_LENGTH,
  CONTACT_SUBJECTS,
  type ContactField,
  type ContactValues,
  type ContactVariant,
} from '@machines/contact';
import { ContactForm, type ContactFormStatus } from '@/components/contact/ContactForm';
import { useMachineSeed } from '@/lib/machineSeed';
import { contactFormWithApi } from './calls';

export interface ContactFormContainerProps {
  variant: ContactVariant;
  /** Prefilled values (the contact page's message for a launch, see src/pages/contact/prefill.ts). */
  initialValues?: Partial<ContactValues>;
}

/** The contact form wired to the contact machine (POST /api/send_contact_email/), for the home page and /contact. */
export function ContactFormContainer({ variant, initialValues }: ContactFormContainerProps) {
  const { t } = useTranslation();
  const [state, send, actorRef] = useMachine(contactFormWithApi, {
    input: { variant, initialValues },
    ...useMachineSeed(contactFormWithApi),
  });
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField; seq: number } | null>(null);
  const { values, errors, formError, failure } = state.context;

  const status: ContactFormStatus = state.matches('sending')
    ? 'sending'
    : state.matches('sent')
      ? 'sent'
      : state.matches('failed')
        ? 'failed'
        : 'idle';

  const translatedErrors = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])) as Partial<
    Record<ContactField, string>
  >;
  const failureMessage = failure ? t(failure.key, { error: failure.detail ?? t('contactForm.errors.unknown') }) : null;

  const onSubmit = () => {
    send({ type: 'form.submit' });
    const snapshot = actorRef.getSnapshot();
    const field = snapshot.context.firstInvalid;
    if (!snapshot.matches('sending') && field) setFocusRequest((prev) => ({ field, seq: (prev?.seq ?? 0) + 1 }));
  };

  return (
    <ContactForm
      variant={variant}
      values={values}
      subjects={CONTACT_SUBJECTS}
      status={status}
      errors={translatedErrors}
      formError={formError ? t(formError) : null}
      failureMessage={failureMessage}
      focusRequest={focusRequest}
      maxLengths={CONTACT_MAX_LENGTH}
      onChange={(field, value) => send({ type: 'form.change', field, value })}
      onSubmit={onSubmit}
      onDismissFailure={() => send({ type: 'form.dismiss' })}
    />
  );
}
