/**
 * A launch's price as a number, from the catalogue's Brazilian text ('R$297,00', 'R$ 1.297,50'):
 * '.' groups thousands and ',' marks the decimals. Undefined when the text is not such a price
 * (structured data then leaves the offer out rather than state a wrong one).
 */
export function parseBrl(text: string): number | undefined {
  const match = /^\s*R\$\s*(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const reais = match[1]!.replace(/\./g, '');
  const cents = (match[2] ?? '0').padEnd(2, '0');
  return Number(`${reais}.${cents}`);
}
