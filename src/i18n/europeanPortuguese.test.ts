import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countries, countriesFor } from '@machines/auth';
import { siteTexts } from '../../build/content/translations.ts';
import { SPEC_PORTUGUESE as SPEC_QUOTED } from './specQuoted';

/**
 * The site's Portuguese is European Portuguese (the business is in Portugal), except the texts docs/product.md quotes,
 * which are the acceptance reference and stay exactly as quoted (some of them are Brazilian: "Registrando...",
 * "Sua sessão expirou..."): ./specQuoted.ts lists them and `specWording.test.ts` holds the file to them. See
 * docs/writing-portuguese.md.
 */
const root = path.resolve(__dirname, '../..');
const pt = siteTexts(root, 'pt') as unknown;

function flatten(node: unknown, prefix = ''): [string, string][] {
  if (node && typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => flatten(value, `${prefix}${key}.`));
  }
  return [[prefix.slice(0, -1), String(node)]];
}

/** Spellings and turns of phrase that are Brazilian only, with the European form to use instead. */
const MARKERS: { pattern: RegExp; use: string }[] = [
  { pattern: /\bvocê/i, use: 'no pronoun, or "o/a senhor(a)"' },
  { pattern: /\barquivo/i, use: 'ficheiro' },
  { pattern: /\bcadastr/i, use: 'registo / registar' },
  { pattern: /\bregistr/i, use: 'registo / registar' },
  { pattern: /\btelas?\b/i, use: 'ecrã' },
  { pattern: /ônibus/i, use: 'autocarro' },
  { pattern: /\busuári/i, use: 'utilizador' },
  { pattern: /\bcelular/i, use: 'telemóvel' },
  { pattern: /\bcontat[oa]s?\b/i, use: 'contacto' },
  { pattern: /\bbaixar\b/i, use: 'descarregar' },
  { pattern: /\bequipes?\b/i, use: 'equipa' },
  { pattern: /\bfato\b/i, use: 'facto' },
  { pattern: /\b(?:salvar|deletar)\b/i, use: 'guardar / apagar' },
  { pattern: /\baplicativo/i, use: 'aplicação' },
  { pattern: /\bbanheiro/i, use: 'casa de banho' },
  { pattern: /\btrem\b/i, use: 'comboio' },
  // Armênia, Polônia, Quênia, Mônaco, econômico, gênero, fenômeno -> Arménia, Polónia, Quénia, Mónaco, económico...
  { pattern: /[êô](?:ni[ao]s?|naco|mic[ao]s?|nic[ao]s?|ner[ao]s?|men[ao]s?)\b/i, use: 'é / ó (Arménia, Polónia, género)' },
  { pattern: /\best(?:á|ou|amos|ão|ava|avam) [a-zà-ú]+ndo\b/i, use: 'estar a + infinitive ("está a carregar")' },
  { pattern: /(?:^|[.!?]\s+)(?!Quando\b|Tendo\b|Sendo\b)[A-ZÀ-Ú][a-zà-ú]+[aei]ndo\b/, use: '"A carregar…", not a gerund' },
  { pattern: /[a-zà-ú]+ndo(?:\.\.\.|…)/i, use: '"A carregar…", not a gerund' },
  { pattern: /(?:^|[.!?:]\s+)(?:Sua|Seu|Suas|Seus|Nossos?|Nossas?)\s/, use: 'the article: "A sua", "Os nossos"' },
  { pattern: /\b(?:em|de|para|com) (?:sua|seu|suas|seus)\b/i, use: 'the article: "na sua", "da sua", "para a sua"' },
];

function brazilianMarkers(text: string): string[] {
  return MARKERS.filter(({ pattern }) => pattern.test(text)).map(({ pattern, use }) => `${pattern.source} (use ${use})`);
}

describe('European Portuguese', () => {
  it('the markers catch Brazilian-only spellings (so the check below can fail)', () => {
    for (const text of [
      'Armênia',
      'Polônia',
      'Quênia',
      'Mônaco',
      'Macedônia do Norte',
      'Você pode sair.',
      'Abrir o arquivo',
      'Faça o seu cadastro',
      'Toque na tela',
      'Apanhe o ônibus',
      'Nome de usuário',
      'Carregando...',
      'Estamos processando o pedido',
      'Sua conta foi criada.',
      'Entre em contato',
      'Guarde na sua equipe',
      'Gênero',
      'Verificando o pedido',
    ]) {
      expect(brazilianMarkers(text), text).not.toEqual([]);
    }
    for (const text of [
      'Arménia',
      'Polónia',
      'Quénia',
      'A carregar…',
      'A sua conta foi criada.',
      'Contacto',
      'Género',
      'Quando paga com cartão, segue para o pagamento.',
      'Partilhamos apenas por nossa conta.',
    ]) {
      expect(brazilianMarkers(text), text).toEqual([]);
    }
  });

  it('no Brazilian-only spelling in pt outside the quoted texts', () => {
    const found = flatten(pt)
      .filter(([key]) => !(key in SPEC_QUOTED))
      .flatMap(([key, text]) => brazilianMarkers(text).map((marker) => `${key}: "${text}" matches ${marker}`));
    expect(found).toEqual([]);
  });

  it('on the login, register and reset screens the password is "senha" throughout (labels and show/hide toggle)', () => {
    const values = new Map(flatten(pt));
    for (const key of [
      'common.showPassword',
      'common.hidePassword',
      'login.password',
      'register.fields.password',
      'register.fields.confirmPassword',
      'reset.password',
      'reset.confirmPassword',
    ]) {
      expect(values.get(key), key).toMatch(/senha/i);
      expect(values.get(key), key).not.toMatch(/palavra-passe/i);
    }
  });
});

describe('country names (register form)', () => {
  it('pt: European Portuguese names from Intl (pt-PT), sorted with its collator, same codes and dialling codes', () => {
    const list = countriesFor('pt');
    const names = list.map((c) => c.name);
    for (const name of ['Arménia', 'Eslovénia', 'Estónia', 'Letónia', 'Macedónia do Norte', 'Mónaco', 'Polónia', 'Quénia'])
      expect(names).toContain(name);
    expect(names.flatMap((name) => brazilianMarkers(name).map((m) => `${name}: ${m}`))).toEqual([]);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-PT', { sensitivity: 'base' }).compare));
    expect(list.map(({ code, phoneCode }) => `${code}${phoneCode}`).sort()).toEqual(
      countries.map(({ code, phoneCode }) => `${code}${phoneCode}`).sort(),
    );
    expect(list.find((c) => c.code === 'AM')).toEqual({ code: 'AM', name: 'Arménia', phoneCode: '+374' });
  });

  it('en: English names, sorted with the English collator', () => {
    const names = countriesFor('en').map((c) => c.name);
    for (const name of ['Armenia', 'Poland', 'Kenya', 'Germany']) expect(names).toContain(name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect(names).toHaveLength(countries.length);
  });
});
