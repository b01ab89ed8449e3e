import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Heading, Icon, type HeadingLevel, type IconName } from '@/components/ui';

const Root = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[3]};
    height: 100%;
  `,
);

const Marker = styled.span<{ $tone: 'primary' | 'accent' }>(
  ({ theme, $tone }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${theme.radii.round};
    background: ${$tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft};
    color: ${$tone === 'accent' ? theme.colors.accentHover : theme.colors.primaryHover};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
  `,
);

const Meta = styled.p(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: -${theme.space[2]} 0 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.accentHover};
  `,
);

const Body = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
  `,
);

const Action = styled.div(
  ({ theme }) => css`
    margin-top: auto;
    padding-top: ${theme.space[2]};
  `,
);

export interface FeatureCardProps {
  title: string;
  text: string;
  /** An icon, or a number / short text shown in the round marker. */
  icon?: IconName;
  marker?: ReactNode;
  markerTone?: 'primary' | 'accent';
  /** Small line under the title (duration, format). */
  meta?: string;
  metaIcon?: IconName;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
  /** 'li' inside a list grid (default), 'article' or 'div'. */
  as?: 'li' | 'article' | 'div';
}

/** A card with a round marker (icon or number), a title, an optional meta line, text and an action. */
export function FeatureCard({
  title,
  text,
  icon,
  marker,
  markerTone = 'primary',
  meta,
  metaIcon = 'clock',
  action,
  headingLevel = 'h3',
  as = 'li',
}: FeatureCardProps) {
  const showMarker = icon !== undefined || marker !== undefined;
  return (
    <Root forwardedAs={as} padding="md">
      {showMarker && (
        <Marker $tone={markerTone} aria-hidden="true">
          {icon ? <Icon name={icon} size={24} /> : marker}
        </Marker>
      )}
      <Heading as={headingLevel} size="md">
        {title}
      </Heading>
      {meta && (
        <Meta>
          <Icon name={metaIcon} size={16} />
          {meta}
        </Meta>
      )}
      <Body>{text}</Body>
      {action && <Action>{action}</Action>}
    </Root>
  );
}
