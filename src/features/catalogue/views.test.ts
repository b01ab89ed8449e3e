import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteTexts } from '../../../build/content/translations';
import { bookView, type BookShown, type BookTexts } from './bookView';
import { courseView, type CourseTexts } from './courseView';

/**
 * The book's and the course's page views, which the pages and the admin's previews both draw: what a visitor
 * reads follows the fields, and a text an entry still lacks is left out rather than drawn empty.
 */
let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'pt',
    resources: { pt: { translation: siteTexts(path.resolve(__dirname, '../../..'), 'pt') } },
    interpolation: { escapeValue: false },
  });
  t = i18n.t.bind(i18n);
});

const book: BookShown = {
  category: 'impresso',
  bestSeller: true,
  newRelease: false,
  author: 'Teresa Valadares',
  publisher: 'Edições Exemplo',
  isbn: '978-989-8812-01-8',
  rating: 4.5,
  reviews: 12,
  price: 20,
  originalPrice: 25,
  discount: 20,
  availability: 'in-stock',
  stock: 5,
  publicationDate: '2021-10-04',
  pages: 168,
};
const texts: BookTexts = { title: 'Título', subtitle: '', description: 'Descrição.', format: 'Capa mole', tags: ['Infância'] };

describe('bookView', () => {
  it('says what a visitor reads of a book on sale', () => {
    const view = bookView(book, texts, t, 'pt');
    expect(view).toMatchObject({
      orderable: true,
      title: 'Título',
      subtitle: undefined,
      price: 20,
      originalPrice: 25,
      note: undefined,
      tags: ['Infância'],
      availability: { label: t('availability.inStock'), tone: 'success' },
    });
    expect(view.pills.map((pill) => pill.label)).toEqual([t('book.badges.printed'), t('book.badges.bestSeller')]);
    expect(view.discountLabel).toBe(t('book.badges.discount', { percent: 20 }));
    // The texts the entry does not have (language, dimensions...) are not drawn as empty facts.
    expect(view.details.map((fact) => fact.label)).toEqual([
      t('book.fields.author'),
      t('book.fields.publisher'),
      t('book.fields.publicationDate'),
      t('book.fields.pages'),
      t('book.fields.isbn'),
      t('book.fields.format'),
    ]);
  });

  it('says a book sold out cannot be bought, and why', () => {
    const view = bookView({ ...book, availability: 'out-of-stock', stock: 0 }, texts, t, 'pt');
    expect(view.orderable).toBe(false);
    expect(view.availability.label).toBe('Esgotado');
    expect(view.note).toBe(t('book.outOfStockNote'));
  });

  it('counts the last copies of a limited book and leaves out a date or page count still empty', () => {
    const view = bookView(
      { ...book, availability: 'limited', stock: 2, publicationDate: undefined, pages: undefined },
      texts,
      t,
      'pt',
    );
    expect(view.stockNote).toBe(t('book.stockLeft', { count: 2 }));
    expect(view.details.map((fact) => fact.label)).not.toContain(t('book.fields.publicationDate'));
    expect(view.details.map((fact) => fact.label)).not.toContain(t('book.fields.pages'));
  });
});

const courseTexts: CourseTexts = {
  title: 'Curso',
  summary: 'Resumo.',
  description: { programme: 'Com {{name}}.', trainers: 'Orientado por {{name}}.' },
  instructor: '{{name}}',
  location: 'Faro',
  date: 'Em breve',
  learningOutcomes: ['Avaliar'],
};

describe('courseView', () => {
  it("fills the educator's name, names the duration and keeps the sections in order", () => {
    const view = courseView({ price: 350, hours: 24, months: 3 }, courseTexts, t, 'Ana');
    expect(view.international).toBe(false);
    expect(view.badge).toBeUndefined();
    expect(view.sections.map((section) => section.id)).toEqual([
      'programme',
      'trainers',
      'audience',
      'objectives',
      'content',
      'methodology',
    ]);
    expect(view.sections[0]!.text).toBe('Com Ana.');
    expect(view.facts).toEqual([
      { label: t('course.facts.instructor'), value: 'Ana', icon: 'user' },
      { label: t('course.facts.location'), value: 'Faro', icon: 'mapPin' },
      { label: t('course.facts.date'), value: 'Em breve', icon: 'calendar' },
      { label: t('course.facts.duration'), value: t('course.hoursAndMonths', { hours: 24, months: 3 }), icon: 'clock' },
    ]);
  });

  it('marks a course without a price as enrolled elsewhere', () => {
    const view = courseView({ price: null }, { ...courseTexts, location: '' }, t, 'Ana');
    expect(view.international).toBe(true);
    expect(view.badge).toBe(t('course.international.badge'));
    expect(view.facts.map((fact) => fact.label)).toEqual([t('course.facts.instructor'), t('course.facts.date')]);
  });
});
