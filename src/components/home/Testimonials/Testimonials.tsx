import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Container, Section, Stars } from '@/components/ui';
import { SectionIntro } from '../internal/SectionIntro';
import { CarouselFrame, type CarouselFrameHandlers } from '../CarouselFrame';

export interface TestimonialItem {
  id: number;
  name: string;
  role?: string;
  comment: string;
  /** 1-5 */
  rating: number;
}

const Card = styled.figure(
  ({ theme }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    height: 100%;
    margin: 0;
    padding: ${theme.space[6]} ${theme.space[5]} ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.sm};
    blockquote {
      margin: 0;
      flex: 1;
      font-size: ${theme.fontSizes.md};
      line-height: ${theme.lineHeights.normal};
      color: ${theme.colors.text};
    }
    blockquote p {
      margin: 0;
    }
  `,
);

const Quote = styled.span(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[1]};
    inset-inline-end: ${theme.space[4]};
    font-family: ${theme.fonts.heading};
    font-size: 4.5rem;
    line-height: 1;
    color: ${theme.colors.accentSoft};
    pointer-events: none;
  `,
);

const Person = styled.figcaption(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    padding-top: ${theme.space[4]};
    border-top: 1px solid ${theme.colors.border};
    strong {
      display: block;
    }
    span {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  `,
);

const Avatar = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.md} !important;
  `,
);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export interface TestimonialsProps extends CarouselFrameHandlers {
  /** Section anchor (testemunhos). */
  id: string;
  items: TestimonialItem[];
  /** First visible testimonial. */
  index: number;
  /** 3 from 1024 px, 2 from 768 px, 1 below. */
  perView: number;
  rotating: boolean;
  /** The user's pause toggle; null hides it (reduced motion). */
  userPaused: boolean | null;
  /** Slide speed in ms (700). */
  speedMs: number;
}

/** Home testimonials slider: stars, comment and name per card; arrows hidden on mobile (one per view). */
export function Testimonials(props: TestimonialsProps) {
  const { id, items, index, perView } = props;
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const per = Math.max(1, Math.min(perView, items.length || 1));

  return (
    <Section id={id} labelledBy={headingId} tone="alt" spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          lead={t('home.testimonials.lead')}
        />
        <CarouselFrame
          {...props}
          label={t('testimonials.label')}
          start={index}
          perView={per}
          current={index}
          positions={Math.max(1, items.length - per + 1)}
          slideLabel={(_item, i) => t('testimonials.slideLabel', { index: i + 1, count: items.length })}
          renderSlide={(item) => (
            <Card>
              <Quote aria-hidden="true">“</Quote>
              <Stars rating={item.rating} label={t('testimonials.rating', { rating: item.rating })} />
              <blockquote>
                <p>{item.comment}</p>
              </blockquote>
              <Person>
                <Avatar aria-hidden="true">{initials(item.name)}</Avatar>
                <div>
                  <strong>{item.name}</strong>
                  {item.role && <span>{item.role}</span>}
                </div>
              </Person>
            </Card>
          )}
          dotLabel={(p) => t('testimonials.goTo', { index: p + 1 })}
          previousLabel={t('testimonials.previous')}
          nextLabel={t('testimonials.next')}
          hideArrows={per === 1}
        />
      </Container>
    </Section>
  );
}
