import { describe, expect, it } from 'vitest';
import { inlineTokens, isAllowedHref, markdownProblems } from './markdown';

describe('the Markdown of the long texts', () => {
  it('a plain text is one run of text, whatever its punctuation', () => {
    for (const text of [
      'Escreva para contacto@exemplo.pt ou veja www.exemplo.pt: R$297,00, 15+ anos, 2 * 3 & 4 &amp; 5.',
      'Lei n.º 58/2019 (RGPD) - artigo 13.º; «aspas» e “aspas”.',
    ])
      expect(inlineTokens(text).map((token) => [token.type, token.raw])).toEqual([['text', text]]);
  });

  it('reads emphasis, strong emphasis and links', () => {
    expect(inlineTokens('*a* **b** [c](/contact)').map((token) => token.type)).toEqual(['em', 'text', 'strong', 'text', 'link']);
  });

  it('allows links to secure pages, e-mails and the site’s own paths only', () => {
    for (const href of ['https://www.cnpd.pt', 'mailto:a@b.pt', '/contact', '/privacy#privacy-7'])
      expect(isAllowedHref(href), href).toBe(true);
    for (const href of ['http://x.pt', 'javascript:alert(1)', '//evil.example', 'data:text/html,x', 'mailto:', 'contact', ''])
      expect(isAllowedHref(href), href).toBe(false);
  });

  it('names what the build refuses: raw HTML, pictures, other links', () => {
    expect(markdownProblems('Texto com *ênfase* e [ligação](https://x.pt).')).toEqual([]);
    expect(markdownProblems('A <b>negrito</b>')).toEqual([
      expect.stringContaining('não pode ter HTML (<b>)'),
      expect.stringContaining('não pode ter HTML (</b>)'),
    ]);
    expect(markdownProblems('![foto](/images/a.png)')).toEqual([expect.stringContaining('não pode ter imagens')]);
    expect(markdownProblems('[x](javascript:alert(1))')).toEqual([
      expect.stringContaining('"javascript:alert(1)" não é permitida'),
    ]);
    expect(markdownProblems('Um parágrafo.\n\nOutro.')).toEqual([expect.stringContaining('tem mais de um parágrafo')]);
    expect(markdownProblems('Uma linha\nna mesma frase.')).toEqual([]);
    expect(markdownProblems('**[x](http://a.pt)**')).toEqual([expect.stringContaining('"http://a.pt" não é permitida')]);
  });
});
