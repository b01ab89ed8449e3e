import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Eyebrow, Heading, Section, Text, type ImageSource } from '@/components/ui';
import { CheckList } from '../../content/CheckList';
import { DetailLayout, DetailMedia, PurchaseBox } from '../DetailLayout';

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
  image: ImageSource & { alt: string };
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
    <DetailLayout
      titleId={`${id}-title`}
      arrangement="media-end"
      surface="alt"
      media={<DetailMedia kind="photo" image={image} />}
      intro={
        <>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading as="h1" size="xl" id={`${id}-title`}>
            {title}
          </Heading>
          <Text size="lg">{description}</Text>
        </>
      }
      purchase={
        <PurchaseBox actions={actions} actionsWidth="natural" note={note} compact>
          <PriceLabel>{priceLabel}</PriceLabel>
          <Amount data-testid="launch-price">{price}</Amount>
          <Installments>{installments}</Installments>
        </PurchaseBox>
      }
    >
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
    </DetailLayout>
  );
}
