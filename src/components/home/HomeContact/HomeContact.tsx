import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Eyebrow, Heading, Icon, Section } from '@/components/ui';

const Layout = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      gap: ${theme.space[8]};
      align-items: start;
    }
  `,
);

const Lead = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `,
);

const EmailCard = styled.div(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[4]};
    align-items: center;
    margin-top: ${theme.space[5]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceAlt};
    border: 1px solid ${theme.colors.border};
    p {
      margin: 0;
    }
    a {
      font-weight: ${theme.fontWeights.semibold};
      overflow-wrap: anywhere;
    }
  `,
);

const IconCircle = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  `,
);

const Small = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const Note = styled(Small)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const FormCard = styled.div(
  ({ theme }) => css`
    padding: ${theme.space[5]};
    border-radius: ${theme.radii.xl};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.md};
    ${theme.media.desktop} {
      padding: ${theme.space[7]};
    }
  `,
);

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
        <Layout>
          <div>
            <Eyebrow>{t('home.contact.eyebrow')}</Eyebrow>
            <Heading as="h2" size="xl" id={headingId}>
              {t('home.contact.title')}
            </Heading>
            <Lead>{t('home.contact.lead')}</Lead>
            <EmailCard>
              <IconCircle>
                <Icon name="mail" size={22} />
              </IconCircle>
              <div>
                <Small>{t('home.contact.emailLabel')}</Small>
                <p>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              </div>
            </EmailCard>
            <Note>{t('home.contact.responseTime')}</Note>
          </div>
          <FormCard>{form}</FormCard>
        </Layout>
      </Container>
    </Section>
  );
}
