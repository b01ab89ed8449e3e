import { Lexer, type Token } from 'marked';

/**
 * The Markdown the educator may write in a page's long texts: emphasis, strong emphasis and links, inside one
 * paragraph (the pages' lists and sections are lists of their own, not Markdown). One reading of it, by
 * marked's inline lexer, for the build's check (src/data/pages.ts) and for the pages (RichText): what the build
 * accepted is what a page draws. GitHub's extensions stay off, so a bare address or e-mail in a text stays the
 * text it was.
 */
export function inlineTokens(text: string): Token[] {
  return Lexer.lexInline(text, { gfm: false });
}

/** Where a link may lead: a secure page, an e-mail, or a page of this site (a path from its root). */
export function isAllowedHref(href: string): boolean {
  return /^https:\/\/\S+$/i.test(href) || /^mailto:\S+@\S+$/i.test(href) || /^\/(?!\/)\S*$/.test(href);
}

/** What the build refuses in a long text, in the editor's words: raw HTML, pictures, links elsewhere. */
export function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'html')
        problems.push(`não pode ter HTML (${token.raw.trim()}): use *itálico*, **negrito** ou [texto](endereço)`);
      else if (token.type === 'image') problems.push(`não pode ter imagens (${token.raw})`);
      else if (token.type === 'link' && !isAllowedHref(String(token.href)))
        problems.push(
          `a ligação para "${String(token.href)}" não é permitida: use https://…, mailto:… ou um caminho do site a começar por /`,
        );
      if ('tokens' in token && Array.isArray(token.tokens)) visit(token.tokens);
    }
  };
  // A paragraph per field: the lists hold the paragraphs, and a page draws one field as one paragraph.
  if (/\n[ \t]*\n/.test(text.trim()))
    problems.push('tem mais de um parágrafo: acrescente outro elemento à lista para cada parágrafo');
  visit(inlineTokens(text));
  return problems;
}
