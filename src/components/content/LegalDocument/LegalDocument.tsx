import { Fragment, type ReactNode } from 'react';
import { RichText } from '@/components/ui/RichText';
import { Article, Head, Intro, Layout, SectionNumber, Sections, Toc, TocLink, Updated } from './LegalDocument.styles';

/** A section's texts may carry the Markdown of the site's long texts (RichText). */
export interface LegalSection {
  heading: string;
  /** Paragraphs before the list. */
  paragraphs?: string[];
  /** Bulleted list items. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocumentProps {
  /** Prefix of the section anchors (`${idPrefix}-1`...). */
  idPrefix: string;
  title: string;
  /** e.g. 'Última atualização:' */
  updatedLabel: string;
  /** Displayed date, e.g. '02/04/2025'. */
  updatedDate: string;
  /** Machine-readable date for <time>, e.g. '2025-04-02'. */
  updatedDateTime: string;
  intro?: string[];
  /** Table of contents title. */
  tocTitle: string;
  /** Numbered sections, in order. */
  sections: LegalSection[];
  /** Occurrences of this email address in the text become mailto links. */
  linkEmail?: string;
  /** Extra content after the sections (e.g. cookie preferences). */
  children?: ReactNode;
}

/** A text with its Markdown (RichText), and the contact e-mail address in it turned into a mailto link. */
function WithEmail({ text, email }: { text: string; email?: string }) {
  return <RichText text={text} renderText={(plain) => <EmailLinked text={plain} email={email} />} />;
}

/** Plain text with an email address turned into a mailto link (no HTML is ever parsed). */
function EmailLinked({ text, email }: { text: string; email?: string }) {
  if (!email || !text.includes(email)) return <>{text}</>;
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <a href={`mailto:${email}`}>{email}</a>}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A legal document (privacy, cookies, terms): title, last-updated date, table of contents and numbered
 * sections of paragraphs and lists.
 */
export function LegalDocument({
  idPrefix,
  title,
  updatedLabel,
  updatedDate,
  updatedDateTime,
  intro = [],
  tocTitle,
  sections,
  linkEmail,
  children,
}: LegalDocumentProps) {
  const anchor = (index: number) => `${idPrefix}-${index + 1}`;
  const tocId = `${idPrefix}-toc`;
  return (
    <Article data-testid="legal-document">
      <Head>
        <h1>{title}</h1>
        <Updated>
          {updatedLabel} <time dateTime={updatedDateTime}>{updatedDate}</time>
        </Updated>
        {intro.length > 0 && (
          <Intro>
            {intro.map((text, i) => (
              <p key={i}>
                <WithEmail text={text} email={linkEmail} />
              </p>
            ))}
          </Intro>
        )}
      </Head>
      <Layout>
        <Toc aria-labelledby={tocId}>
          <h2 id={tocId}>{tocTitle}</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={anchor(index)}>
                <TocLink to={{ hash: anchor(index) }}>{section.heading}</TocLink>
              </li>
            ))}
          </ol>
        </Toc>
        <Sections>
          {sections.map((section, index) => (
            <section key={anchor(index)} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`}>
              <h2 id={`${anchor(index)}-title`}>
                <SectionNumber>{index + 1}.</SectionNumber> {section.heading}
              </h2>
              {section.paragraphs?.map((text, i) => (
                <p key={`p${i}`}>
                  <WithEmail text={text} email={linkEmail} />
                </p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul>
                  {section.items.map((text, i) => (
                    <li key={`i${i}`}>
                      <WithEmail text={text} email={linkEmail} />
                    </li>
                  ))}
                </ul>
              )}
              {section.after?.map((text, i) => (
                <p key={`a${i}`}>
                  <WithEmail text={text} email={linkEmail} />
                </p>
              ))}
            </section>
          ))}
          {children}
        </Sections>
      </Layout>
    </Article>
  );
}
