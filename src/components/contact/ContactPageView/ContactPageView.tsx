import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Icon, Image, PageHeader, Section, type ImageSource } from '@/components/ui';
import { CheckList } from '@/components/content/CheckList';
import { textList } from '@/lib/translatedLists';
import { ContactLayout, EmailCard } from '../ContactLayout';

const TextSide = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[5]};
  `,
);

/** Beside the form from `desktop` (768 px) on; hidden (so not loaded) below. */
const PHOTO_SIZES = '(min-width: 1200px) 450px, 36vw';

const Photo = styled.div(
  ({ theme }) => css`
    ${theme.media.mobileOnly} {
      display: none;
    }
    img {
      width: 100%;
      aspect-ratio: 3 / 2;
      object-fit: cover;
      border-radius: ${theme.radii.xl};
      box-shadow: ${theme.shadows.md};
    }
  `,
);

const SubjectLine = styled.p(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
    margin: 0 0 ${theme.space[5]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.semibold};
    svg {
      margin-top: 0.2em;
    }
  `,
);

export interface ContactPageViewProps {
  /** The provider's email (config.contactEmail). */
  email: string;
  image: ImageSource & { alt: string };
  /** Subject brought from a launch ('Comprar Agora'), shown above the form. */
  subject?: string | null;
  /** The contact form (wired by the page). */
  form: ReactNode;
}

/** /contact: page header, then two columns (benefits and the provider's email | the form), stacked on mobile (the photo is left out there). */
export function ContactPageView({ email, image, subject, form }: ContactPageViewProps) {
  const { t } = useTranslation();
  const benefits = textList(t, 'contact.benefits');
  return (
    <>
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <Section id="contact" spacing="md" labelledBy="contact-form-title">
        <Container>
          <ContactLayout
            aside={
              <TextSide>
                <div>
                  <Heading as="h2" size="lg">
                    {t('contact.benefitsTitle')}
                  </Heading>
                  <CheckList items={benefits} />
                </div>
                <EmailCard email={email} label={t('contact.emailTitle')} text={t('contact.emailText')} />
                <Photo>
                  <Image
                    src={image.src}
                    srcSet={image.srcSet}
                    avifSrcSet={image.avifSrcSet}
                    sizes={PHOTO_SIZES}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                  />
                </Photo>
              </TextSide>
            }
          >
            <Heading as="h2" size="lg" id="contact-form-title">
              {t('contact.formTitle')}
            </Heading>
            {subject && (
              <SubjectLine>
                <Icon name="info" size={18} />
                <span>{t('contact.aboutSubject', { subject })}</span>
              </SubjectLine>
            )}
            {form}
          </ContactLayout>
        </Container>
      </Section>
    </>
  );
}
