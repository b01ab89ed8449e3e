import styled, { css } from 'styled-components';
import { Badge, Button, Card, Heading, Icon } from '@/components/ui';

const Root = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[3]};
    height: 100%;
  `,
);

const Top = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
  `,
);

const DateLine = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const Author = styled.p(
  ({ theme }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
    svg {
      margin-top: 2px;
      color: ${theme.colors.primary};
    }
  `,
);

const Description = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Footer = styled.div(
  ({ theme }) => css`
    margin-top: auto;
    padding-top: ${theme.space[2]};
  `,
);

export interface PublicationCardProps {
  title: string;
  /** 'Artigo' or 'Tese'. */
  typeLabel: string;
  type: 'artigo' | 'tese';
  author: string;
  authorLabel: string;
  /** 'março de 2021'. */
  date: string;
  /** Machine-readable date, e.g. '2021-03'. */
  dateTime: string;
  description: string;
  downloadText: string;
  /** Accessible name of the download button, naming the publication. */
  downloadLabel: string;
  downloading?: boolean;
  onDownload: () => void;
}

/** One article or thesis: type, date, title, author, summary and a PDF download button. */
export function PublicationCard({
  title,
  typeLabel,
  type,
  author,
  authorLabel,
  date,
  dateTime,
  description,
  downloadText,
  downloadLabel,
  downloading = false,
  onDownload,
}: PublicationCardProps) {
  return (
    <Root forwardedAs="article" padding="md">
      <Top>
        <Badge tone={type === 'tese' ? 'accent' : 'primary'} size="sm">
          {typeLabel}
        </Badge>
        <DateLine>
          <Icon name="calendar" size={16} />
          <time dateTime={dateTime}>{date}</time>
        </DateLine>
      </Top>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Author>
        <Icon name="user" size={16} />
        <span>
          <span className="visually-hidden">{authorLabel}: </span>
          {author}
        </span>
      </Author>
      <Description>{description}</Description>
      <Footer>
        <Button
          variant="outline"
          size="sm"
          loading={downloading}
          aria-label={downloadLabel}
          iconLeft={<Icon name="download" size={18} />}
          onClick={onDownload}
        >
          {downloadText}
        </Button>
      </Footer>
    </Root>
  );
}
