import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Columns = styled.div<{ $splitAt: 'desktop' | 'wide' }>(
  ({ theme, $splitAt }) => css`
    display: grid;
    gap: ${theme.space[6]};
    ${theme.media[$splitAt]} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      gap: ${$splitAt === 'desktop' ? theme.space[7] : theme.space[8]};
      align-items: start;
    }
    ${theme.media.wide} {
      gap: ${theme.space[8]};
    }
  `,
);

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

export interface ContactLayoutProps {
  /** What to say before the form: the invitation, the provider's e-mail, a photo. */
  aside: ReactNode;
  /** The form, and what goes above it inside its card (a heading, the subject brought from a launch). */
  children: ReactNode;
  /** From which width the aside and the form sit side by side (5 : 7); below it they stack, aside first. */
  splitAt?: 'desktop' | 'wide';
}

/** The contact block of the site (home section and contact page): an aside and the form on a raised card. */
export function ContactLayout({ aside, children, splitAt = 'desktop' }: ContactLayoutProps) {
  return (
    <Columns $splitAt={splitAt}>
      {aside}
      <FormCard>{children}</FormCard>
    </Columns>
  );
}
