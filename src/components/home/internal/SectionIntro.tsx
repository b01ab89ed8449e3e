import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Eyebrow, Heading } from '@/components/ui';

const Root = styled.header<{ $align: 'start' | 'center' }>(
  ({ theme, $align }) => css`
    max-width: ${$align === 'center' ? '44rem' : '40rem'};
    margin: 0 ${$align === 'center' ? 'auto' : '0'} ${theme.space[6]};
    text-align: ${$align};
    ${theme.media.desktop} {
      margin-bottom: ${theme.space[7]};
    }
  `,
);

const Lead = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: var(--ds-text-muted, ${theme.colors.textMuted});
  `,
);

export interface SectionIntroProps {
  /** Id of the h2, for the section's aria-labelledby. */
  headingId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
}

/** Eyebrow, h2 and lead paragraph at the top of a home section. */
export function SectionIntro({ headingId, eyebrow, title, lead, align = 'center' }: SectionIntroProps) {
  return (
    <Root $align={align}>
      {eyebrow && <Eyebrow align={align}>{eyebrow}</Eyebrow>}
      <Heading as="h2" size="xl" id={headingId} align={align}>
        {title}
      </Heading>
      {lead && <Lead>{lead}</Lead>}
    </Root>
  );
}
