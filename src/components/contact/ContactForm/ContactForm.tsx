import { useEffect, useId, useRef, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  FormError,
  Heading,
  Icon,
  SelectField,
  Spinner,
  TextareaField,
  TextField,
  useFocusBackAfterBusy,
} from '@/components/ui';
import type { ContactField, ContactValues, ContactVariant } from '@machines/contact';

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed';

const Form = styled.form(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    ${theme.media.desktop} {
      grid-template-columns: 1fr 1fr;
      column-gap: ${theme.space[4]};
    }
    > * {
      min-width: 0;
    }
  `,
);

const Full = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Actions = styled(Full)(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
  `,
);

const Live = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.success};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const ThankYou = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[7]} ${theme.space[4]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.successSoft};
    p {
      margin: 0;
      color: ${theme.colors.text};
    }
    h3:focus {
      outline: none;
    }
  `,
);

const Check = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 4rem;
    height: 4rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.success};
    color: ${theme.colors.textInverse};
  `,
);

export interface ContactFormProps {
  /** 'home': name, email, subject, message with per-field errors; 'page': full name, email, message with one form error. */
  variant: ContactVariant;
  values: ContactValues;
  /** The subjects the home variant's select offers, in order (the contact domain's list). */
  subjects?: readonly string[];
  status: ContactFormStatus;
  /** Translated per-field errors (home). */
  errors?: Partial<Record<ContactField, string>>;
  /** Translated form-level validation error (page). */
  formError?: string | null;
  /** Translated failure alert ('Erro ao enviar email: …'). */
  failureMessage?: string | null;
  /** Focus this field after a failed validation; `seq` changes on every attempt. */
  focusRequest?: { field: ContactField; seq: number } | null;
  /** Longest value of each field (the contact machine's), set as maxLength. */
  maxLengths?: Partial<Record<ContactField, number>>;
  onChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  onDismissFailure?: () => void;
}

/**
 * The contact form of the home page and of /contact (presentational; the page wires the contact machine).
 * Sending disables every field and the button and shows the sending label; sent shows the sent label
 * (home) or a thank-you in place of the form (page); a failure shows a dismissible alert.
 */
export function ContactForm({
  variant,
  values,
  subjects = [],
  status,
  errors = {},
  formError,
  failureMessage,
  focusRequest,
  maxLengths = {},
  onChange,
  onSubmit,
  onDismissFailure,
}: ContactFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const ids = {
    name: `${uid}-name`,
    email: `${uid}-email`,
    subject: `${uid}-subject`,
    message: `${uid}-message`,
    formError: `${uid}-form-error`,
  };
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const sending = status === 'sending';
  const showThankYou = variant === 'page' && status === 'sent';

  // Back to the control the visitor sent from once sending has ended (the failure alert below it).
  const rememberFocus = useFocusBackAfterBusy(sending);

  const focusField = focusRequest?.field;
  const focusSeq = focusRequest?.seq;
  useEffect(() => {
    if (!focusField) return;
    const targets = { name: nameRef, email: emailRef, subject: subjectRef, message: messageRef };
    targets[focusField].current?.focus();
  }, [focusField, focusSeq]);

  useEffect(() => {
    if (showThankYou) thankYouRef.current?.focus();
  }, [showThankYou]);

  if (showThankYou) {
    return (
      <ThankYou role="status">
        <Check>
          <Icon name="check" size={32} />
        </Check>
        <Heading as="h3" size="lg" tabIndex={-1} ref={thankYouRef}>
          {t('contactForm.thankYouTitle')}
        </Heading>
        <p>{t('contactForm.thankYouText')}</p>
      </ThankYou>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    rememberFocus();
    onSubmit();
  };

  const pageDescribedBy = variant === 'page' && formError ? ids.formError : undefined;

  return (
    // method="dialog": the browser never sends it by itself (no native GET before the app has started).
    <Form method="dialog" noValidate onSubmit={handleSubmit} aria-busy={sending || undefined}>
      {variant === 'page' && formError && (
        <Full>
          <FormError id={ids.formError}>{formError}</FormError>
        </Full>
      )}
      <TextField
        ref={nameRef}
        id={ids.name}
        label={variant === 'home' ? t('contactForm.name') : t('contactForm.fullName')}
        name="name"
        autoComplete="name"
        maxLength={maxLengths.name}
        required
        disabled={sending}
        value={values.name}
        error={errors.name}
        aria-describedby={pageDescribedBy}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextField
        ref={emailRef}
        id={ids.email}
        label={t('contactForm.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={maxLengths.email}
        required
        disabled={sending}
        value={values.email}
        error={errors.email}
        aria-describedby={pageDescribedBy}
        onChange={(e) => onChange('email', e.target.value)}
      />
      {variant === 'home' && (
        <Full>
          <SelectField
            ref={subjectRef}
            id={ids.subject}
            label={t('contactForm.subject')}
            name="subject"
            required
            disabled={sending}
            placeholder={t('contactForm.subjectPlaceholder')}
            options={subjects.map((value) => ({ value, label: t(`contactForm.subjects.${value}`) }))}
            value={values.subject}
            error={errors.subject}
            onChange={(e) => onChange('subject', e.target.value)}
          />
        </Full>
      )}
      <Full>
        <TextareaField
          ref={messageRef}
          id={ids.message}
          label={t('contactForm.message')}
          name="message"
          required
          rows={6}
          maxLength={maxLengths.message}
          disabled={sending}
          value={values.message}
          error={errors.message}
          aria-describedby={pageDescribedBy}
          onChange={(e) => onChange('message', e.target.value)}
        />
      </Full>
      {failureMessage && (
        <Full>
          <Alert tone="error" onDismiss={onDismissFailure}>
            <p>{failureMessage}</p>
          </Alert>
        </Full>
      )}
      <Actions>
        <Button
          type="submit"
          size="lg"
          disabled={sending}
          aria-busy={sending || undefined}
          iconLeft={
            sending ? (
              <Spinner size={18} decorative />
            ) : status === 'sent' ? (
              <Icon name="check" size={18} />
            ) : (
              <Icon name="mail" size={18} />
            )
          }
        >
          {sending ? t('contactForm.sending') : status === 'sent' ? t('contactForm.sent') : t('contactForm.submit')}
        </Button>
        <Live role="status">{status === 'sent' ? t('contactForm.sentStatus') : ''}</Live>
      </Actions>
    </Form>
  );
}
