import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Section, Text } from '@/components/ui';

const Inner = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[4]};
    ${theme.media.desktop} {
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[6]};
    }
  `,
);

const Copy = styled.div`
  max-width: 40rem;
`;

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    flex-shrink: 0;
  `,
);

export interface CallToActionProps {
  title: string;
  text?: string;
  /** One or more ButtonLinks (on a teal background use variant 'secondary' or 'outline'). */
  actions: ReactNode;
  tone?: 'primary' | 'alt';
  /** Anchor id of the section. */
  id?: string;
}

/** A closing band with a heading, a sentence and the main action(s) of the page. */
export function CallToAction({ title, text, actions, tone = 'primary', id }: CallToActionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} spacing="md" labelledBy={headingId} id={id}>
      <Container>
        <Inner>
          <Copy>
            <Heading as="h2" size="lg" id={headingId}>
              {title}
            </Heading>
            {text && (
              <Text tone="muted" size="lg">
                {text}
              </Text>
            )}
          </Copy>
          <Actions>{actions}</Actions>
        </Inner>
      </Container>
    </Section>
  );
}
