import type { Availability } from '@/data/schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  bookJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  educatorJsonLd,
  JsonLd,
  schemaAvailability,
  serializeJsonLd,
  type BookJsonLdInput,
  type CourseJsonLdInput,
} from './index';

const SITE = 'https://www.example.pt';

/** What a crawler reads: the serialised text parsed back. */
const roundTrip = (data: JsonLd): unknown => JSON.parse(serializeJsonLd(data));

const course: CourseJsonLdInput = {
  name: 'Integração Sensorial na Prática Clínica',
  description: 'Formação prática em integração sensorial.',
  url: `${SITE}/course/1`,
  image: `${SITE}/images/courses/course-1.webp`,
  lang: 'pt',
  provider: { name: 'Helena Marques', url: `${SITE}/` },
};

const book: BookJsonLdInput = {
  name: 'Integração Sensorial no Dia a Dia',
  description: 'Um guia para famílias.',
  url: `${SITE}/en/book/1`,
  image: `${SITE}/images/books/book-1.webp`,
  lang: 'en',
  author: 'Teresa Valadares',
  format: 'print',
};

describe('courseJsonLd', () => {
  it('builds a Course with the provider as a Person and no offer when none is given', () => {
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.name,
      description: course.description,
      url: `${SITE}/course/1`,
      image: `${SITE}/images/courses/course-1.webp`,
      inLanguage: 'pt-PT',
      provider: { '@type': 'Person', name: 'Helena Marques', url: `${SITE}/` },
    };
    expect(courseJsonLd(course)).toStrictEqual(expected);
    expect(roundTrip(courseJsonLd(course))).toStrictEqual(expected);
  });

  it('adds a paid Offer in stock, its price as text with two decimals', () => {
    const data = courseJsonLd({ ...course, offer: { price: 546, currency: 'EUR', url: `${SITE}/course/1` } });
    expect(roundTrip(data)).toStrictEqual({
      ...courseJsonLd(course),
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: '546.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/course/1`,
      },
    });
  });

  it.each([
    [350, '350.00'],
    [14.9, '14.90'],
    [297, '297.00'],
    [24.75, '24.75'],
    [0, '0.00'],
  ])('price %s -> %j', (price, text) => {
    const data = courseJsonLd({ ...course, offer: { price, currency: 'BRL', url: `${SITE}/lancamento/0` } });
    expect(data.offers).toMatchObject({ price: text, priceCurrency: 'BRL' });
  });

  it.each([NaN, -1, Infinity])('an impossible price (%s) gives no offer', (price) => {
    expect(courseJsonLd({ ...course, offer: { price, currency: 'EUR', url: course.url } })).not.toHaveProperty('offers');
  });

  it('the English page says en; an explicit language of instruction wins', () => {
    expect(courseJsonLd({ ...course, lang: 'en' }).inLanguage).toBe('en');
    expect(courseJsonLd({ ...course, lang: 'en', inLanguage: 'pt-BR' }).inLanguage).toBe('pt-BR');
  });

  it('adds hasCourseInstance only with what is known of the delivery', () => {
    expect(courseJsonLd(course)).not.toHaveProperty('hasCourseInstance');
    expect(
      roundTrip(courseJsonLd({ ...course, instance: { courseMode: 'Onsite', workloadHours: 32, location: 'Portugal, Faro' } })),
    ).toMatchObject({
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'PT32H', location: 'Portugal, Faro' },
    });
    expect(courseJsonLd({ ...course, instance: { courseMode: 'Blended' } }).hasCourseInstance).toStrictEqual({
      '@type': 'CourseInstance',
      courseMode: 'Blended',
    });
    expect(courseJsonLd({ ...course, instance: { courseMode: 'Online', workloadHours: 0 } }).hasCourseInstance).toStrictEqual({
      '@type': 'CourseInstance',
      courseMode: 'Online',
    });
  });
});

describe('bookJsonLd', () => {
  it('builds a Book with every known field', () => {
    const data = bookJsonLd({
      ...book,
      inLanguage: 'pt-PT',
      isbn: '978-989-8812-01-8',
      pages: 168,
      publisher: 'Edições Oficina do Brincar',
      datePublished: '2021-10-04',
      offer: { price: 14, currency: 'EUR', availability: 'in-stock', url: `${SITE}/en/book/1` },
    });
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.name,
      description: book.description,
      url: `${SITE}/en/book/1`,
      image: `${SITE}/images/books/book-1.webp`,
      inLanguage: 'pt-PT',
      bookFormat: 'https://schema.org/Paperback',
      author: { '@type': 'Person', name: 'Teresa Valadares' },
      isbn: '978-989-8812-01-8',
      numberOfPages: 168,
      publisher: { '@type': 'Organization', name: 'Edições Oficina do Brincar' },
      datePublished: '2021-10-04',
      offers: {
        '@type': 'Offer',
        price: '14.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/en/book/1`,
      },
    };
    expect(data).toStrictEqual(expected);
    expect(roundTrip(data)).toStrictEqual(expected);
  });

  it('leaves out what is not given; the page language gives inLanguage', () => {
    expect(roundTrip(bookJsonLd(book))).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.name,
      description: book.description,
      url: book.url,
      image: book.image,
      inLanguage: 'en',
      bookFormat: 'https://schema.org/Paperback',
      author: { '@type': 'Person', name: 'Teresa Valadares' },
    });
  });

  it('an eBook is an EBook; several authors are several Persons', () => {
    const data = bookJsonLd({ ...book, lang: 'pt', format: 'ebook', author: ['Marta Quintela', ' Sofia Brandão ', ''] });
    expect(data.bookFormat).toBe('https://schema.org/EBook');
    expect(data.inLanguage).toBe('pt-PT');
    expect(data.author).toStrictEqual([
      { '@type': 'Person', name: 'Marta Quintela' },
      { '@type': 'Person', name: 'Sofia Brandão' },
    ]);
  });

  it.each([
    ['in-stock', 'https://schema.org/InStock'],
    ['limited', 'https://schema.org/LimitedAvailability'],
    ['pre-order', 'https://schema.org/PreOrder'],
    ['out-of-stock', 'https://schema.org/OutOfStock'],
  ] as const)('availability %j -> %s', (availability, url) => {
    expect(schemaAvailability(availability)).toBe(url);
    const data = bookJsonLd({ ...book, offer: { price: 14.9, currency: 'EUR', availability, url: book.url } });
    expect(roundTrip(data)).toMatchObject({ offers: { availability: url, price: '14.90' } });
  });

  it.each(['soon', '', 'In-Stock', 'constructor', '__proto__', 'toString'])(
    'an unknown availability (%j) is left out, the offer kept',
    (word) => {
      // As a stale stored page could still carry it, whatever the types say.
      const availability = word as Availability;
      expect(schemaAvailability(availability)).toBeUndefined();
      const data = bookJsonLd({ ...book, offer: { price: 18, currency: 'EUR', availability, url: book.url } });
      expect(roundTrip(data)).toMatchObject({
        offers: { '@type': 'Offer', price: '18.00', priceCurrency: 'EUR', url: book.url },
      });
      expect(data.offers).not.toHaveProperty('availability');
    },
  );

  it('an impossible page count is left out', () => {
    expect(bookJsonLd({ ...book, pages: 0 })).not.toHaveProperty('numberOfPages');
    expect(bookJsonLd({ ...book, pages: 12.5 })).not.toHaveProperty('numberOfPages');
  });
});

describe('educatorJsonLd', () => {
  const educator = {
    name: 'Helena Marques',
    url: `${SITE}/`,
    email: 'contacto@terapiaocupacional.example',
    sameAs: ['https://www.instagram.com/helena.to', 'https://www.facebook.com/helena.to'],
    description: 'Terapeuta ocupacional e formadora.',
    lang: 'pt' as const,
  };

  it('builds a @graph of the Person and the WebSite she publishes', () => {
    const expected = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Person',
          '@id': `${SITE}/#person`,
          name: 'Helena Marques',
          url: `${SITE}/`,
          email: 'contacto@terapiaocupacional.example',
          description: 'Terapeuta ocupacional e formadora.',
          sameAs: ['https://www.instagram.com/helena.to', 'https://www.facebook.com/helena.to'],
        },
        {
          '@type': 'WebSite',
          '@id': `${SITE}/#website`,
          name: 'Helena Marques',
          url: `${SITE}/`,
          inLanguage: 'pt-PT',
          publisher: { '@id': `${SITE}/#person` },
        },
      ],
    };
    expect(educatorJsonLd(educator)).toStrictEqual(expected);
    expect(roundTrip(educatorJsonLd(educator))).toStrictEqual(expected);
  });

  it('adds image, jobTitle and knowsAbout only when given; drops empty and repeated sameAs', () => {
    const data = educatorJsonLd({
      ...educator,
      lang: 'en',
      image: `${SITE}/images/about/portrait.webp`,
      jobTitle: 'Occupational Therapist',
      knowsAbout: ['Sensory integration', ' '],
      sameAs: ['https://www.instagram.com/helena.to', '', 'https://www.instagram.com/helena.to'],
      siteName: 'Helena Marques — Occupational Therapy',
    });
    const [person, website] = (roundTrip(data) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(person).toMatchObject({
      image: `${SITE}/images/about/portrait.webp`,
      jobTitle: 'Occupational Therapist',
      knowsAbout: ['Sensory integration'],
      sameAs: ['https://www.instagram.com/helena.to'],
    });
    expect(website).toMatchObject({ name: 'Helena Marques — Occupational Therapy', inLanguage: 'en' });

    const bare = (educatorJsonLd({ ...educator, sameAs: [], knowsAbout: [] })['@graph'] as Record<string, unknown>[])[0];
    for (const key of ['sameAs', 'knowsAbout', 'image', 'jobTitle']) expect(bare).not.toHaveProperty(key);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1, in order', () => {
    const data = breadcrumbJsonLd([
      { name: 'Início', url: `${SITE}/` },
      { name: 'Cursos', url: `${SITE}/cursos` },
      { name: 'Integração Sensorial', url: `${SITE}/course/1` },
    ]);
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Cursos', item: `${SITE}/cursos` },
        { '@type': 'ListItem', position: 3, name: 'Integração Sensorial', item: `${SITE}/course/1` },
      ],
    };
    expect(data).toStrictEqual(expected);
    expect(roundTrip(data)).toStrictEqual(expected);
  });

  it('an empty trail is an empty list', () => {
    expect(breadcrumbJsonLd([]).itemListElement).toStrictEqual([]);
  });
});

describe('serializeJsonLd', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!-- <script>',
    'a & b > c',
    'line\u2028separator\u2029paragraph',
    '&lt;already escaped&gt;',
    'back\\slash "quotes" \\u003c',
  ];

  it.each(hostile)('%j cannot break out, and parses back unchanged', (text) => {
    const data = courseJsonLd({ ...course, name: text, description: text });
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toStrictEqual(data);
    expect((JSON.parse(json) as { name: string }).name).toBe(text);
  });

  it('escapes as \\u003c, \\u003e, \\u0026, \\u2028, \\u2029', () => {
    expect(serializeJsonLd({ s: '<>&\u2028\u2029' })).toBe('{"s":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('leaves other text as JSON.stringify writes it', () => {
    const data = { name: 'Integração "Sensorial"', n: 1.5, list: [true, null] };
    expect(serializeJsonLd(data)).toBe(JSON.stringify(data));
  });
});

describe('JsonLd component', () => {
  it('renders one data block where it is placed, with the escaped JSON as its text', () => {
    const data = courseJsonLd({ ...course, name: '</script><script>alert(1)</script>' });
    const html = renderToStaticMarkup(
      createElement('main', null, createElement('h1', null, 'Curso'), createElement(JsonLd, { data })),
    );
    expect(html).toBe(`<main><h1>Curso</h1><script type="application/ld+json">${serializeJsonLd(data)}</script></main>`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });
});
