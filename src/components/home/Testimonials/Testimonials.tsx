import { useId, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, Section, Stars } from '@/components/ui';
import { SectionIntro } from '../internal/SectionIntro';
import { CarouselControls } from '../internal/CarouselControls';
import { useCarouselGestures, type GesturePauseReason } from '../internal/useCarouselGestures';

export interface TestimonialItem {
  id: number;
  name: string;
  role?: string;
  comment: string;
  /** 1-5 */
  rating: number;
}

const Region = styled.div(
  ({ theme }) => css`
    border-radius: ${theme.radii.lg};
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 6px;
    }
  `,
);

const Viewport = styled.div`
  overflow: hidden;
  margin-inline: -0.5rem;
  padding-block: 0.5rem;
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
`;

const Track = styled.div`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translate3d(calc(var(--start) * -100% / var(--per-view)), 0, 0);
  transition: transform var(--speed) ease;
`;

const Slide = styled.div(
  ({ theme }) => css`
    flex: 0 0 calc(100% / var(--per-view));
    min-width: 0;
    padding-inline: ${theme.space[2]};
  `,
);

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

export interface TestimonialsProps {
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
  onNext: () => void;
  onPrev: () => void;
  onGoTo: (index: number) => void;
  onKey: (key: 'ArrowLeft' | 'ArrowRight') => void;
  onSwipe: (deltaX: number) => void;
  onPause: (reason: GesturePauseReason) => void;
  onResume: (reason: GesturePauseReason) => void;
  onToggleRotation: () => void;
}

/** Home testimonials slider: stars, comment and name per card; arrows hidden on mobile (one per view). */
export function Testimonials(props: TestimonialsProps) {
  const { id, items, index, perView, rotating, userPaused, speedMs } = props;
  const { t } = useTranslation();
  const uid = useId();
  const headingId = `${id}-title`;
  const gestures = useCarouselGestures(props);
  const per = Math.max(1, Math.min(perView, items.length || 1));
  const positions = Math.max(1, items.length - per + 1);
  const style = { '--start': index, '--per-view': per, '--speed': `${speedMs}ms` } as CSSProperties;

  return (
    <Section id={id} labelledBy={headingId} tone="alt" spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          lead={t('home.testimonials.lead')}
        />
        <Region
          role="region"
          aria-roledescription={t('carousel.roleDescription')}
          aria-label={t('testimonials.label')}
          aria-describedby={`${uid}-hint`}
          tabIndex={0}
          style={style}
          data-index={index}
          {...gestures}
        >
          <p id={`${uid}-hint`} className="visually-hidden">
            {t('carousel.keyboardHint')}
          </p>
          <Viewport>
            <Track aria-live={rotating ? 'off' : 'polite'}>
              {items.map((item, i) => {
                const visible = i >= index && i < index + per;
                return (
                  <Slide
                    key={item.id}
                    role="group"
                    aria-roledescription={t('carousel.slideRoleDescription')}
                    aria-label={t('testimonials.slideLabel', { index: i + 1, count: items.length })}
                    aria-hidden={!visible}
                    inert={!visible}
                    data-visible={visible}
                  >
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
                  </Slide>
                );
              })}
            </Track>
          </Viewport>
          <CarouselControls
            positions={positions}
            current={index}
            dotsLabel={t('carousel.dotsLabel')}
            dotLabel={(p) => t('testimonials.goTo', { index: p + 1 })}
            onGoTo={props.onGoTo}
            previousLabel={t('testimonials.previous')}
            nextLabel={t('testimonials.next')}
            onPrevious={props.onPrev}
            onNext={props.onNext}
            hideArrows={per === 1}
            rotation={
              userPaused === null
                ? undefined
                : {
                    playing: !userPaused,
                    pauseLabel: t('carousel.pause'),
                    playLabel: t('carousel.play'),
                    onToggle: props.onToggleRotation,
                  }
            }
          />
        </Region>
      </Container>
    </Section>
  );
}
