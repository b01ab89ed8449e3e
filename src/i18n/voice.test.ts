import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_QUOTED_KEYS } from './specQuoted';
import { formatIssue, isButtonKey, isErrorKey, isHeadingKey, voiceIssues, type RuleName, type VoiceIssue } from './voice';

/**
 * The site's writing rules that a machine can check (the page "Guidance / Voice and content" in Storybook has
 * them all): every rule fires on a bad example, stays quiet on the good one, and the real translation files
 * break none of them.
 */
const root = path.resolve(__dirname, '../..');
const load = (lng: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, 'public/locales', lng, 'translation.json'), 'utf8'));

/** The issues of one rule for a pair of small files (nested keys, as the real files write them). */
function issues(rule: RuleName, pt: unknown, en: unknown = pt): VoiceIssue[] {
  return voiceIssues({ pt, en }, new Set()).filter((issue) => issue.rule === rule);
}

const keysOf = (found: VoiceIssue[]) => found.map(({ lang, key }) => `${lang} ${key}`);

describe('the writing rules fire on bad texts (so the check of the real files can fail)', () => {
  it('spaces: at the start or the end, and two in a row', () => {
    const found = issues('spaces', { a: { lead: ' Olá', trail: 'Olá ', double: 'Olá  mundo', fine: 'Olá, mundo' } }, {});
    expect(keysOf(found)).toEqual(['pt a.lead', 'pt a.trail', 'pt a.double']);
  });

  it('quotes: straight quotes, and the other language’s quotation marks', () => {
    expect(
      keysOf(issues('quotes', { t: { straight: 'Abrir "Livro"', english: 'Abrir “Livro”', fine: 'Abrir «Livro»' } }, {})),
    ).toEqual(['pt t.straight', 'pt t.english']);
    expect(
      keysOf(issues('quotes', {}, { t: { straight: 'Open "Book"', portuguese: 'Open «Book»', fine: 'Open “Book”' } })),
    ).toEqual(['en t.straight', 'en t.portuguese']);
  });

  it('apostrophe: a curly one among the straight ones the files use', () => {
    expect(keysOf(issues('apostrophe', {}, { a: { curly: 'the site’s texts', fine: "the site's texts" } }))).toEqual([
      'en a.curly',
    ]);
  });

  it('ellipsis: three dots instead of the ellipsis character', () => {
    expect(keysOf(issues('ellipsis', { s: { dots: 'A enviar...', fine: 'A enviar…' } }, {}))).toEqual(['pt s.dots']);
  });

  it('titleCase: a heading or a button in Title Case, not running text, names or quoted titles', () => {
    const pt = {
      page: { title: 'Artigos e Teses', heroTitle: 'Os Nossos Valores', eyebrow: 'Área de cliente', lead: 'Cursos Em Portugal' },
      legal: { title: 'Política de Privacidade' },
      home: { cta: 'Ver Cursos', helpCta: 'Pedir orientação', ctaText: 'Fale Connosco' },
      course: { actions: { buyNow: 'Comprar Agora' }, label: 'Ver «O Livro Azul»' },
      carousel: { seeLaunch: 'Ver lançamento «{{title}}»' },
    };
    expect(keysOf(issues('titleCase', pt, {}))).toEqual([
      'pt page.title',
      'pt page.heroTitle',
      'pt home.cta',
      'pt course.actions.buyNow',
    ]);
    expect(
      keysOf(issues('titleCase', {}, { nav: { title: 'Courses in Portugal and Brazil' }, a: { submit: 'Send Message' } })),
    ).toEqual(['en a.submit']);
  });

  it('englishInPortuguese: telltale English words, not acronyms, placeholders or e-mail', () => {
    const pt = {
      a: { mixed: 'Clique em submit para enviar', english: 'Please try again', demo: 'Conta: {{email}} / {{password}}' },
      b: { acronym: 'Formação TO', email: 'Indique o seu e-mail.', fine: 'Adicionar ao carrinho' },
    };
    const found = issues('englishInPortuguese', pt, {});
    expect(keysOf(found)).toEqual(['pt a.mixed', 'pt a.english']);
    expect(found[1]!.message).toContain('please');
    expect(issues('englishInPortuguese', {}, { a: { text: 'Please try again' } })).toEqual([]);
  });

  it('errorPunctuation: an error sentence ends with a full stop; headings, labels and fragments need none', () => {
    const pt = {
      form: { errors: { nameRequired: 'Indique o seu nome', fine: 'Indique o seu nome.', title: 'Algo correu mal' } },
      mailbox: { error: 'Não foi possível ler a caixa de correio', errorTitle: 'Sem mensagens' },
      downloadErrors: { network: 'sem ligação à rede' },
      toast: { error: 'Erro' },
    };
    expect(keysOf(issues('errorPunctuation', pt, {}))).toEqual(['pt form.errors.nameRequired', 'pt mailbox.error']);
  });

  it('placeholders: the same {{names}} in both languages', () => {
    const pt = { a: { same: 'Olá, {{name}}', renamed: 'Olá, {{name}}', missing: '{{count}} cursos de {{author}}' } };
    const en = { a: { same: 'Hello, {{name}}', renamed: 'Hello, {{firstName}}', missing: '{{count}} courses' } };
    const found = issues('placeholders', pt, en);
    expect(keysOf(found)).toEqual(['en a.renamed', 'en a.missing']);
    expect(formatIssue(found[0]!)).toBe(
      'en a.renamed: placeholders differ between the languages: pt {{name}}, en {{firstName}} ("Hello, {{firstName}}")',
    );
  });

  it('the catalogue’s texts are left out, the images’ alternative texts are not', () => {
    const pt = { catalog: { books: { 0: { title: 'Livro...' } }, images: { hero: { alt: 'Ilustração...' } } } };
    expect(keysOf(issues('ellipsis', pt, {}))).toEqual(['pt catalog.images.hero.alt']);
  });

  it('a key the spec quotes is exempt in both languages', () => {
    const pt = { register: { submitting: 'Registrando...' } };
    const en = { register: { submitting: 'Registering...' } };
    expect(voiceIssues({ pt, en }, new Set(['register.submitting']))).toEqual([]);
    expect(keysOf(voiceIssues({ pt, en }, new Set()))).toEqual(['pt register.submitting', 'en register.submitting']);
  });
});

describe('the key names that pick the rules', () => {
  it.each([
    ['publications.title', true],
    ['legal.privacy.sections.1.heading', true],
    ['home.contact.eyebrow', true],
    ['profile.errorTitle', true],
    ['publications.lead', false],
    ['nav.publications', false],
  ])('%s is a heading: %s', (key, heading) => expect(isHeadingKey(key)).toBe(heading));

  it.each([
    ['contactForm.submit', true],
    ['values.cta', true],
    ['sections.courses.helpCta', true],
    ['cart.empty.action', true],
    ['mailbox.emptyAction', true],
    ['course.actions.removeFromWishlist', true],
    ['cart.checkout', true],
    ['cart.summary.total', false],
    ['launch.ctaText', false],
  ])('%s is a button: %s', (key, button) => expect(isButtonKey(key)).toBe(button));

  it.each([
    ['register.errors.emailInvalid', true],
    ['publications.downloadErrors.http', true],
    ['mockCheckout.error', true],
    ['course.toasts.actionError', true],
    ['share.failed', true],
    ['reset_pass_error', true],
    ['ui.errorPrefix', false],
    ['share.copied', false],
  ])('%s is an error message: %s', (key, error) => expect(isErrorKey(key)).toBe(error));
});

describe('the translation files', () => {
  const files = { pt: load('pt'), en: load('en') };

  it('break none of the writing rules (texts the spec quotes aside)', () => {
    expect(voiceIssues(files).map(formatIssue)).toEqual([]);
  });

  it('are really checked: the same files without the spec’s exemption break the rules', () => {
    // The spec quotes "Registrando..." and "Comprar Agora": if the check stopped reading the files, this would pass.
    const found = voiceIssues(files, new Set()).map(({ rule, lang, key }) => `${rule} ${lang} ${key}`);
    expect(found).toContain('ellipsis pt register.submitting');
    expect(found).toContain('titleCase pt launch.buyNow');
    expect(SPEC_QUOTED_KEYS.has('launch.buyNow')).toBe(true);
  });
});
