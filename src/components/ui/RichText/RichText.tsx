import { Fragment, type ReactNode } from 'react';
import type { Token } from 'marked';
import { inlineTokens, isAllowedHref } from '@/lib/markdown';
// Through the library's door, like the pages: the links stay in the library's own part of the bundle.
import { TextAnchor, TextLink } from '..';

export interface RichTextProps {
  /** A paragraph's text, with the Markdown the site's long texts allow (src/lib/markdown.ts). */
  text: string;
  /**
   * Draws a run of plain text: where a page turns parts of its text into something else (the legal pages link
   * their e-mail address). Plain text by default.
   */
  renderText?: (text: string) => ReactNode;
}

/**
 * A text with its emphasis and links drawn as elements; everything else, raw HTML included, is drawn as the
 * text it is (React escapes it), and a link to anywhere the site does not allow is drawn as its words alone.
 * It draws inline content only: the paragraph around it is the caller's.
 */
export function RichText({ text, renderText = (plain) => plain }: RichTextProps) {
  return <>{render(inlineTokens(text), renderText)}</>;
}

function render(tokens: Token[], renderText: (text: string) => ReactNode): ReactNode[] {
  return tokens.map((token, i) => {
    const children = () => ('tokens' in token && Array.isArray(token.tokens) ? render(token.tokens, renderText) : token.raw);
    switch (token.type) {
      case 'strong':
        return <strong key={i}>{children()}</strong>;
      case 'em':
        return <em key={i}>{children()}</em>;
      case 'br':
        return <br key={i} />;
      case 'link': {
        const href = String(token.href);
        if (!isAllowedHref(href)) return <Fragment key={i}>{children()}</Fragment>;
        return href.startsWith('/') ? (
          <TextLink key={i} to={href}>
            {children()}
          </TextLink>
        ) : (
          <TextAnchor key={i} href={href}>
            {children()}
          </TextAnchor>
        );
      }
      case 'text':
      case 'escape':
      case 'codespan':
        return <Fragment key={i}>{renderText(token.text)}</Fragment>;
      default:
        return <Fragment key={i}>{renderText(token.raw)}</Fragment>;
    }
  });
}
