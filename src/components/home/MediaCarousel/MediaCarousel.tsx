import { useId, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Container, Icon, Image, LinkText, Modal, Section, TextLink } from '@/components/ui';
import { SectionIntro } from '../internal/SectionIntro';
import { CarouselControls } from '../internal/CarouselControls';
import { useCarouselGestures, type GesturePauseReason } from '../internal/useCarouselGestures';
import { CarouselVideo } from './CarouselVideo';

export interface CarouselMediaItem {
  id: number;
  kind: 'video' | 'image';
  title: string;
  /** Describes the image / the video's poster. */
  alt: string;
  /** The image, or the video's poster. */
  image: { src: string; width: number; height: number };
  /** Video file (kind 'video'). */
  videoSrc?: string;
  /** Related launch page (/lancamento/{index}), when there is one. */
  launchHref?: string;
}

export type CarouselPauseReason = GesturePauseReason;

const Region = styled.div(
  ({ theme }) => css`
    position: relative;
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
  will-change: transform;
`;

const Slide = styled.div(
  ({ theme }) => css`
    flex: 0 0 calc(100% / var(--per-view));
    min-width: 0;
    padding-inline: ${theme.space[2]};
  `,
);

const SlideCard = styled.div<{ $selected: boolean }>(
  ({ theme, $selected }) => css`
    display: flex;
    flex-direction: column;
    height: 100%;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 2px solid ${$selected ? theme.colors.primary : theme.colors.border};
    box-shadow: ${$selected ? theme.shadows.md : theme.shadows.sm};
    overflow: hidden;
    transition:
      border-color ${theme.transitions.normal},
      box-shadow ${theme.transitions.normal};
  `,
);

const OpenButton = styled.button(
  ({ theme }) => css`
    position: relative;
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    padding: 0;
    border: 0;
    background: ${theme.colors.text};
    cursor: zoom-in;
    overflow: hidden;
    img,
    video {
      width: 100%;
      height: 100%;
      object-fit: cover;
      transition: transform ${theme.transitions.slow};
    }
    &:hover img,
    &:hover video {
      transform: scale(1.03);
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
    ${theme.media.reducedMotion} {
      &:hover img,
      &:hover video {
        transform: none;
      }
    }
  `,
);

const KindBadge = styled.span(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-start: ${theme.space[3]};
    z-index: 1;
  `,
);

const PlayMark = styled.span(
  ({ theme }) => css`
    position: absolute;
    inset-inline-end: ${theme.space[3]};
    bottom: ${theme.space[3]};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.md};
  `,
);

const Caption = styled.div(
  ({ theme }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    h3 {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      line-height: ${theme.lineHeights.snug};
    }
    a {
      margin-top: auto;
      font-size: ${theme.fontSizes.sm};
    }
  `,
);

const Progress = styled.div(
  ({ theme }) => css`
    height: 4px;
    margin-top: ${theme.space[4]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceSunken};
    overflow: hidden;
    > span {
      display: block;
      height: 100%;
      border-radius: inherit;
      background: ${theme.colors.accent};
      transition: width var(--speed) ease;
    }
  `,
);

const Viewer = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    video,
    img {
      width: 100%;
      height: auto;
      max-height: 70vh;
      border-radius: ${theme.radii.md};
      background: ${theme.colors.text};
      object-fit: contain;
    }
  `,
);

export interface MediaCarouselProps {
  /** Section anchor (lancamentos). */
  id: string;
  items: CarouselMediaItem[];
  /** Selected slide. */
  index: number;
  /** Slides per view (3 from 768 px, 1 below). */
  perView: number;
  /** First visible slide. */
  windowStart: number;
  /** Whether the slides rotate by themselves now (sets aria-live off). */
  rotating: boolean;
  /** The user's pause toggle; null hides it (reduced motion: nothing rotates). */
  userPaused: boolean | null;
  /** Transition length in ms (the machine's lock). */
  speedMs: number;
  /** Preview videos may play (false under reduced motion or while the modal is open). */
  allowPlayback: boolean;
  /** Index of the item open in the modal, or null. */
  openIndex: number | null;
  onNext: () => void;
  onPrev: () => void;
  onGoTo: (index: number) => void;
  onKey: (key: 'ArrowLeft' | 'ArrowRight') => void;
  onSwipe: (deltaX: number) => void;
  onPause: (reason: CarouselPauseReason) => void;
  onResume: (reason: CarouselPauseReason) => void;
  onToggleRotation: () => void;
  onOpen: (index: number) => void;
  onClose: () => void;
}

/**
 * Home media carousel of launches: slides (video previews and images), arrows, dots, a progress bar,
 * arrow keys, swipes, a rotation toggle, and a modal with the full image or the video with sound.
 * State lives in the page's carousel machine; this component only renders it and reports gestures.
 */
export function MediaCarousel(props: MediaCarouselProps) {
  const { id, items, index, perView, windowStart, rotating, userPaused, speedMs, allowPlayback, openIndex } = props;
  const { t } = useTranslation();
  const uid = useId();
  const headingId = `${id}-title`;
  const hintId = `${uid}-hint`;
  const gestures = useCarouselGestures(props);
  const count = items.length;
  const open = openIndex !== null ? items[openIndex] : undefined;

  const style = { '--start': windowStart, '--per-view': perView, '--speed': `${speedMs}ms` } as CSSProperties;

  return (
    <Section id={id} labelledBy={headingId} spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.media.eyebrow')}
          title={t('home.media.title')}
          lead={t('home.media.lead')}
        />
        <Region
          role="region"
          aria-roledescription={t('carousel.roleDescription')}
          aria-label={t('carousel.label')}
          aria-describedby={hintId}
          tabIndex={0}
          style={style}
          data-index={index}
          data-rotating={rotating}
          {...gestures}
        >
          <p id={hintId} className="visually-hidden">
            {t('carousel.keyboardHint')}
          </p>
          <Viewport>
            <Track aria-live={rotating ? 'off' : 'polite'}>
              {items.map((item, i) => {
                const visible = i >= windowStart && i < windowStart + perView;
                const selected = i === index;
                return (
                  <Slide
                    key={item.id}
                    role="group"
                    aria-roledescription={t('carousel.slideRoleDescription')}
                    aria-label={t('carousel.slideLabel', { index: i + 1, count, title: item.title })}
                    aria-hidden={!visible}
                    inert={!visible}
                    data-selected={selected}
                    data-visible={visible}
                  >
                    <SlideCard $selected={selected && perView > 1}>
                      <OpenButton
                        type="button"
                        aria-label={t('carousel.open', { title: item.title })}
                        onClick={() => props.onOpen(i)}
                      >
                        {item.kind === 'video' && item.videoSrc ? (
                          <CarouselVideo
                            src={item.videoSrc}
                            poster={item.image.src}
                            width={item.image.width}
                            height={item.image.height}
                            active={selected && allowPlayback}
                          />
                        ) : (
                          <Image
                            src={item.image.src}
                            width={item.image.width}
                            height={item.image.height}
                            alt=""
                            draggable={false}
                          />
                        )}
                        <KindBadge>
                          <Badge tone="neutral" size="sm" icon={<Icon name={item.kind === 'video' ? 'play' : 'eye'} size={12} />}>
                            {item.kind === 'video' ? t('carousel.video') : t('carousel.image')}
                          </Badge>
                        </KindBadge>
                        {item.kind === 'video' && (
                          <PlayMark aria-hidden="true">
                            <Icon name="play" size={20} />
                          </PlayMark>
                        )}
                      </OpenButton>
                      <Caption>
                        <h3>{item.title}</h3>
                        {item.launchHref && (
                          <TextLink to={item.launchHref} bold>
                            <LinkText
                              text={t('carousel.seeLaunch')}
                              label={t('carousel.seeLaunchLabel', { title: item.title })}
                            />
                          </TextLink>
                        )}
                      </Caption>
                    </SlideCard>
                  </Slide>
                );
              })}
            </Track>
          </Viewport>
          <Progress
            role="progressbar"
            aria-label={t('carousel.progress')}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={index + 1}
            aria-valuetext={t('carousel.slideLabel', { index: index + 1, count, title: items[index]?.title ?? '' })}
          >
            <span style={{ width: `${count ? ((index + 1) / count) * 100 : 0}%` }} />
          </Progress>
          <CarouselControls
            positions={count}
            current={index}
            dotsLabel={t('carousel.dotsLabel')}
            dotLabel={(p) => t('carousel.goTo', { index: p + 1 })}
            onGoTo={props.onGoTo}
            previousLabel={t('carousel.previous')}
            nextLabel={t('carousel.next')}
            onPrevious={props.onPrev}
            onNext={props.onNext}
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
      <Modal open={Boolean(open)} onClose={props.onClose} title={open?.title} size="lg">
        {open && (
          <Viewer>
            {open.kind === 'video' && open.videoSrc ? (
              // The launch clips are short animations with background sound and no speech: nothing to caption.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                src={open.videoSrc}
                poster={open.image.src}
                width={open.image.width}
                height={open.image.height}
                controls
                autoPlay
                playsInline
                data-modal-video
              />
            ) : (
              <Image src={open.image.src} width={open.image.width} height={open.image.height} alt={open.alt} loading="eager" />
            )}
            {open.launchHref && (
              <TextLink to={open.launchHref} bold>
                <LinkText text={t('carousel.seeLaunch')} label={t('carousel.seeLaunchLabel', { title: open.title })} />
              </TextLink>
            )}
          </Viewer>
        )}
      </Modal>
    </Section>
  );
}
