import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, Container, Heading, Price, Section, Stars, Text, type BadgeTone, type ImageSource } from '@/components/ui';
import { AvailabilityBadge, type AvailabilityBadgeTone } from '../AvailabilityBadge';
import { DetailFacts, type DetailFact } from '../DetailFacts';
import { DetailLayout, DetailMedia, PurchaseBox } from '../DetailLayout';

const Pills = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin-bottom: ${theme.space[3]};
  `,
);

const Subtitle = styled.p(
  ({ theme }) => css`
    margin: -${theme.space[2]} 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `,
);

const Meta = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]} ${theme.space[3]};
    margin-bottom: ${theme.space[4]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const RatingValue = styled.span(
  ({ theme }) => css`
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
  `,
);

const PriceRow = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
  `,
);

const StockRow = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const InfoGrid = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[7]};
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    }
  `,
);

const Tags = styled.ul(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
);

export interface BookPill {
  label: string;
  tone: BadgeTone;
}

export interface BookDetailsProps {
  title: string;
  subtitle?: string;
  /** 'de Teresa Valadares'. */
  byline: string;
  cover: ImageSource & { alt: string };
  back: { to: string; label: string };
  /** Category, best seller, new release… */
  pills: BookPill[];
  /** Shown over the cover, e.g. '-36%'. */
  discountLabel?: string;
  rating: number;
  /** The rating as text in the UI language, e.g. '4,8'. */
  ratingText: string;
  ratingLabel: string;
  reviewsLabel: string;
  price: number;
  originalPrice?: number;
  /** 'Poupa 36%' next to the price. */
  saveLabel?: string;
  availability: { label: string; tone: AvailabilityBadgeTone; prefix: string };
  /** 'Restam 4 exemplares'. */
  stockNote?: string;
  /** Wishlist, cart and buy buttons. */
  actions: ReactNode;
  /** Message under the actions (out of stock, pre-order). */
  note?: string;
  /** A secondary action under the buy box (e.g. download a sample). */
  extra?: ReactNode;
  descriptionTitle: string;
  description: string;
  tagsTitle: string;
  tags: string[];
  detailsTitle: string;
  details: DetailFact[];
  /** Related books section (cards), rendered after the details. */
  related?: ReactNode;
}

/** The book page body: cover, price and buy box, description, tags and the full list of details. */
export function BookDetails({
  title,
  subtitle,
  byline,
  cover,
  back,
  pills,
  discountLabel,
  rating,
  ratingText,
  ratingLabel,
  reviewsLabel,
  price,
  originalPrice,
  saveLabel,
  availability,
  stockNote,
  actions,
  note,
  extra,
  descriptionTitle,
  description,
  tagsTitle,
  tags,
  detailsTitle,
  details,
  related,
}: BookDetailsProps) {
  const id = useId();
  return (
    <DetailLayout
      titleId={`${id}-title`}
      arrangement="cover"
      surface="plain"
      back={back}
      media={
        <DetailMedia
          kind="cover"
          image={cover}
          overlay={
            discountLabel && (
              <Badge tone="accent" solid>
                {discountLabel}
              </Badge>
            )
          }
        />
      }
      intro={
        <>
          {pills.length > 0 && (
            <Pills>
              {pills.map((pill) => (
                <Badge key={pill.label} tone={pill.tone}>
                  {pill.label}
                </Badge>
              ))}
            </Pills>
          )}
          <Heading as="h1" size="xl" id={`${id}-title`}>
            {title}
          </Heading>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          <Meta>
            <span>{byline}</span>
            <span aria-hidden="true">·</span>
            <Stars rating={rating} label={ratingLabel} />
            <RatingValue aria-hidden="true">{ratingText}</RatingValue>
            <span>({reviewsLabel})</span>
          </Meta>
        </>
      }
      purchase={
        <PurchaseBox actions={actions} note={note} extra={extra}>
          <PriceRow data-testid="book-price">
            <Price amount={price} original={originalPrice} size="lg" />
            {saveLabel && <Badge tone="success">{saveLabel}</Badge>}
          </PriceRow>
          <StockRow>
            <AvailabilityBadge label={availability.label} tone={availability.tone} prefix={availability.prefix} />
            {stockNote && <span>{stockNote}</span>}
          </StockRow>
        </PurchaseBox>
      }
    >
      <Section tone="alt" spacing="md">
        <Container>
          <InfoGrid>
            <section aria-labelledby={`${id}-about`}>
              <Heading as="h2" size="lg" id={`${id}-about`}>
                {descriptionTitle}
              </Heading>
              <Text>{description}</Text>
              {tags.length > 0 && (
                <>
                  <Heading as="h3" size="sm" id={`${id}-tags`}>
                    {tagsTitle}
                  </Heading>
                  <Tags aria-labelledby={`${id}-tags`}>
                    {tags.map((tag) => (
                      <li key={tag}>
                        <Badge tone="primary">{tag}</Badge>
                      </li>
                    ))}
                  </Tags>
                </>
              )}
            </section>
            <section aria-labelledby={`${id}-details`}>
              <Heading as="h2" size="lg" id={`${id}-details`}>
                {detailsTitle}
              </Heading>
              <DetailFacts facts={details} columns={2} />
            </section>
          </InfoGrid>
        </Container>
      </Section>
      {related}
    </DetailLayout>
  );
}
