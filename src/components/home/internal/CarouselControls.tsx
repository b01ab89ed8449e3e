import styled, { css } from 'styled-components';
import { Icon, roundControl } from '@/components/ui';

const Bar = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[3]} ${theme.space[4]};
    margin-top: ${theme.space[5]};
    ${theme.media.desktop} {
      justify-content: space-between;
    }
  `,
);

const Dots = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space[1]};
    ${theme.media.mobileOnly} {
      flex-basis: 100%;
    }
  `,
);

const Dot = styled.button(
  ({ theme }) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    border-radius: ${theme.radii.pill};
    &::before {
      content: '';
      width: 0.625rem;
      height: 0.625rem;
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.borderStrong};
      transition:
        width ${theme.transitions.normal},
        background ${theme.transitions.normal};
    }
    &:hover::before {
      background: ${theme.colors.primaryHover};
    }
    &[aria-current='true']::before {
      width: 1.5rem;
      background: ${theme.colors.primary};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 0;
    }
  `,
);

const Buttons = styled.div(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[2]};
  `,
);

export const RoundButton = styled.button(
  ({ theme }) => css`
    ${roundControl(theme)}
    color: ${theme.colors.primary};
    transition:
      background ${theme.transitions.fast},
      color ${theme.transitions.fast},
      border-color ${theme.transitions.fast};
    &:hover {
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

/** Two-bar pause glyph (the icon set has play but no pause). */
function PauseGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

export interface CarouselControlsProps {
  /** Number of dot positions. */
  positions: number;
  current: number;
  dotLabel: (position: number) => string;
  dotsLabel: string;
  onGoTo: (position: number) => void;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Hide the arrows (testimonials on mobile). */
  hideArrows?: boolean;
  /** Rotation toggle; omitted when the carousel does not rotate (reduced motion). */
  rotation?: { playing: boolean; pauseLabel: string; playLabel: string; onToggle: () => void };
}

/** Dots, previous/next arrows and the rotation (pause/play) toggle shared by the home carousels. */
export function CarouselControls({
  positions,
  current,
  dotLabel,
  dotsLabel,
  onGoTo,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  hideArrows = false,
  rotation,
}: CarouselControlsProps) {
  return (
    <Bar>
      <Dots role="group" aria-label={dotsLabel}>
        {Array.from({ length: positions }, (_, position) => (
          <Dot
            key={position}
            type="button"
            aria-label={dotLabel(position)}
            aria-current={position === current ? 'true' : undefined}
            onClick={() => onGoTo(position)}
          />
        ))}
      </Dots>
      <Buttons>
        {rotation && (
          <RoundButton
            type="button"
            aria-label={rotation.playing ? rotation.pauseLabel : rotation.playLabel}
            onClick={rotation.onToggle}
            data-rotation
          >
            {rotation.playing ? <PauseGlyph /> : <Icon name="play" size={18} />}
          </RoundButton>
        )}
        {!hideArrows && (
          <>
            <RoundButton type="button" aria-label={previousLabel} onClick={onPrevious}>
              <Icon name="chevronLeft" size={20} />
            </RoundButton>
            <RoundButton type="button" aria-label={nextLabel} onClick={onNext}>
              <Icon name="chevronRight" size={20} />
            </RoundButton>
          </>
        )}
      </Buttons>
    </Bar>
  );
}
