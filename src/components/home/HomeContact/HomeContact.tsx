import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Eyebrow, Heading, Section } from '@/components/ui';
import { ContactLayout, EmailCard } from '../../contact/ContactLayout';

const Lead = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `,
);

const Email = styled(EmailCard)`
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Small = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const Note = styled(Small)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

export interface HomeContactProps {
  /** Section anchor (contact). */
  id: string;
  /** The provider's email (config.contactEmail). */
  email: string;
  /** The contact form (wired by the page). */
  form: ReactNode;
}

/** Home contact section: intro, the provider's email and the contact form. */
export function HomeContact({ id, email, form }: HomeContactProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} spacing="lg">
      <Container>
        <ContactLayout
          splitAt="wide"
          aside={
            <div>
              <Eyebrow>{t('home.contact.eyebrow')}</Eyebrow>
              <Heading as="h2" size="xl" id={headingId}>
                {t('home.contact.title')}
              </Heading>
              <Lead>{t('home.contact.lead')}</Lead>
              <Email email={email} label={t('home.contact.emailLabel')} />
              <Note>{t('home.contact.responseTime')}</Note>
            </div>
          }
        >
          {form}
        </ContactLayout>
      </Container>
    </Section>
  );
}
