import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Container, Eyebrow, Heading, Image, Section, Text } from '@/components/ui';
import { CheckList } from '../../content/CheckList';

const Grid = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: center;
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${theme.space[7]};
    }
  `,
);

const Media = styled.div(
  ({ theme }) => css`
    border-radius: ${theme.radii.xl};
    overflow: hidden;
    box-shadow: ${theme.shadows.md};
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
    }
  `,
);

const PriceBox = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[3]};
    margin-top: ${theme.space[5]};
  `,
);

const PriceLabel = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
  `,
);

const Amount = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes['3xl']};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.text};
  `,
);

const Installments = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin-top: ${theme.space[2]};
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const Benefits = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
  `,
);

export interface LaunchDetailsProps {
  eyebrow: string;
  title: string;
  description: string;
  image: { src: string; width: number; height: number; alt: string };
  priceLabel: string;
  /** BRL text, e.g. 'R$297,00'. */
  price: string;
  /** 'ou 12x R$24,75 sem juros'. */
  installments: string;
  benefitsTitle: string;
  benefits: string[];
  /** 'Comprar Agora' and 'Voltar' (shown in the hero). */
  actions: ReactNode;
  note?: string;
  /** Closing block next to the benefits: a second 'Comprar Agora'. */
  closing?: ReactNode;
}

/** A launch: image, title, description, BRL price with 12 installments, benefits and buy actions. */
export function LaunchDetails({
  eyebrow,
  title,
  description,
  image,
  priceLabel,
  price,
  installments,
  benefitsTitle,
  benefits,
  actions,
  note,
  closing,
}: LaunchDetailsProps) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`}>
      <Section tone="alt" spacing="md">
        <Container>
          <Grid>
            <div>
              <Eyebrow>{eyebrow}</Eyebrow>
              <Heading as="h1" size="xl" id={`${id}-title`}>
                {title}
              </Heading>
              <Text size="lg">{description}</Text>
              <PriceBox padding="md">
                <PriceLabel>{priceLabel}</PriceLabel>
                <Amount data-testid="launch-price">{price}</Amount>
                <Installments>{installments}</Installments>
                <Actions>{actions}</Actions>
                {note && <Note>{note}</Note>}
              </PriceBox>
            </div>
            <Media>
              <Image
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="eager"
                fetchPriority="high"
              />
            </Media>
          </Grid>
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-benefits`}>
        <Container>
          <Benefits>
            <div>
              <Heading as="h2" size="lg" id={`${id}-benefits`}>
                {benefitsTitle}
              </Heading>
              <CheckList items={benefits} />
            </div>
            {closing}
          </Benefits>
        </Container>
      </Section>
    </article>
  );
}
