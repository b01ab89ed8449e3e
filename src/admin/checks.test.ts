import { describe, expect, it } from 'vitest';
import { idProblem, nextFreeId, rememberTakenIds, savingProblems, savingRefusal, uploadProblem } from './checks';
import { contentProblems } from './guards';

const testimonial = (id: unknown, role?: string) => ({
  pt: { id, rating: 5, name: 'Ana', comment: 'Muito bom.', ...(role === undefined ? {} : { role }) },
  en: { comment: 'Very good.' },
});

describe("an entry's number", () => {
  it('proposes one past the highest taken, or the least allowed when none is', () => {
    expect(nextFreeId([1, 2, 5], 1)).toBe(6);
    expect(nextFreeId([], 0)).toBe(0);
    expect(nextFreeId([0, 1, 2, 3], 0)).toBe(4);
  });

  it('refuses a number another entry holds, naming its file and the next free number', () => {
    const taken = new Map([
      [1, '1'],
      [2, '2'],
    ]);
    expect(idProblem(2, { min: 0, taken })).toBe('O número 2 já é de outra entrada (2.json). Use 3, o próximo livre.');
    expect(idProblem(3, { min: 0, taken })).toBeUndefined();
    expect(idProblem('', { min: 0, taken })).toBe('O número é obrigatório.');
    expect(idProblem(1.5, { min: 0 })).toBe('O número tem de ser um número inteiro.');
    expect(idProblem(-1, { min: 0 })).toBe('O número tem de ser 0 ou mais.');
  });
});

describe('the check before saving', () => {
  it('takes a testimonial without a role, as the build does, and refuses a new one under a number taken', () => {
    rememberTakenIds('testimonials', new Map([[1, '1']]));
    expect(savingProblems('testimonials', testimonial(7), true)).toEqual([]);
    expect(savingProblems('testimonials', testimonial(7, ''), true)).toEqual([]);
    expect(savingProblems('testimonials', testimonial(1), true)).toEqual([
      'pt.id: O número 1 já é de outra entrada (1.json). Use 2, o próximo livre.',
    ]);
    // A saved entry keeps its own number.
    expect(savingProblems('testimonials', testimonial(1), false)).toEqual([]);
  });

  it("refuses what the build refuses, in the build's words", () => {
    const problems = savingProblems('testimonials', { pt: { ...testimonial(7).pt, rating: 9 }, en: { comment: ' ' } }, false);
    expect(problems).toEqual(['pt.rating: tem de ser 5 ou menos', 'en.comment: não pode ficar vazio']);
    expect(savingRefusal(problems)).toContain('pt.rating: tem de ser 5 ou menos; en.comment: não pode ficar vazio');
  });
});

describe('an upload', () => {
  it('takes a picture, a PDF or a video of its size, where each may go', () => {
    expect(uploadProblem({ name: 'Capa.JPG', size: 200_000 }, ['picture'])).toBeUndefined();
    expect(uploadProblem({ name: 'tese.pdf', size: 2_000_000 }, ['document', 'video', 'picture'])).toBeUndefined();
  });

  it('refuses a page, a script, an SVG, a PDF among pictures, and a file too large', () => {
    for (const name of ['pagina.html', 'codigo.js', 'logo.svg', 'tese.pdf'])
      expect(uploadProblem({ name, size: 10 }, ['picture']), name).toMatch(
        /^«.+» não pode ser carregado aqui: só ficheiros \.jpg/,
      );
    expect(uploadProblem({ name: 'foto.webp', size: 3 * 1024 * 1024 }, ['picture'])).toBe(
      '«foto.webp» tem 3 MB: o máximo para um ficheiro .webp é 2 MB.',
    );
  });
});

describe("the dev server's list of content problems", () => {
  const answer = (body: unknown, status = 200) =>
    (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

  it('reads the problems, and none from an admin no dev server serves', async () => {
    expect(await contentProblems(answer({ problems: ['content/books/1.json: pt.price: tem de ser 0 ou mais'] }))).toEqual([
      'content/books/1.json: pt.price: tem de ser 0 ou mais',
    ]);
    expect(await contentProblems(answer('not found', 404))).toEqual([]);
    expect(await contentProblems(answer('<html>'))).toEqual([]);
    expect(await contentProblems(answer({ problems: [1, 'a'] }))).toEqual(['a']);
    expect(
      await contentProblems((async () => {
        throw new TypeError('offline');
      }) as typeof fetch),
    ).toEqual([]);
  });
});
