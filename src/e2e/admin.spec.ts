import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCAL_BACKEND_PATH } from '../admin/config';
import { PAGE_LABELS } from '../admin/pages';
import type { PageName } from '../data/pages';
import { expect, test } from './fixtures';

/**
 * The web admin (Decap CMS) as the educator uses it on her machine (`npm run cms`): the local backend
 * (build/vite/cmsBackend.ts, as the dev server runs it) on a copy of the content, the admin's site of the build
 * under test (on an origin of its own, as in production), edits of her catalogue and of her pages' texts saved to
 * the files, a mistake refused, and a build of that copy serving what she wrote. The copy keeps the working tree
 * untouched; the backend gets a free port, and the admin, which looks for it on the server that serves the admin,
 * is answered from there.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the admin looks for the local backend: on the server that serves it (src/admin/config.ts). */
const LOCAL_BACKEND = `**${LOCAL_BACKEND_PATH}`;
/**
 * The admin's site, as the preview server serves the build's `dist-admin` (build/vite/admin.ts): another port,
 * that is another origin than the shop's, as its own host name is in production.
 */
const ADMIN = 'http://localhost:4176/';

const NEW_PRICE = 15.5;
/** A testimonial added on a normal day, with the one field she may leave empty (the role) left empty. */
const NEW_TESTIMONIAL = {
  name: 'Joana R.',
  pt: 'Saí da formação com um plano para cada sessão.',
  en: 'I left the course with a plan for every session.',
};
const NEW_TITLE = 'Integração Sensorial na Prática Clínica: edição de 2027';
/** Her pages: a paragraph of her privacy policy rewritten (Portuguese), a question added to the mentorship FAQ. */
const NEW_PRIVACY_PARAGRAPH =
  'Esta política explica, em palavras simples, que dados pessoais tratamos, para quê e durante quanto tempo.';
const NEW_QUESTION = {
  pt: { question: 'Posso mudar de formato a meio do ciclo?', answer: 'Sim. Combinamos consigo a mudança na sessão seguinte.' },
  en: {
    question: 'Can I change format in the middle of a cycle?',
    answer: 'Yes. We agree the change with you at the next session.',
  },
};
/** The two immersion steps she swaps (their places in the list), whatever their words. */
const SWAPPED_STEPS = [1, 2] as const;

let workDir = '';
let backendUrl = '';
let server: ChildProcess | undefined;

/** An item's file: a numbered item of the catalogue, or one of her pages (`pages`, by the page's name). */
const contentFile = (type: string, id: number | PageName) => path.join(workDir, 'content', type, `${id}.json`);
const readItem = (type: string, id: number | PageName) =>
  JSON.parse(fs.readFileSync(contentFile(type, id), 'utf8')) as { pt: Record<string, unknown>; en: Record<string, unknown> };
/** The item once its file is there and whole (the backend may still be writing it), else undefined. */
const writtenItem = (type: string, id: number | PageName) => {
  try {
    return readItem(type, id);
  } catch {
    return undefined;
  }
};
/** A file's bytes once it is there, else undefined. */
const writtenFile = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  // What the edited entries show and the backend reads: the tests' catalogue (the catalogue as shipped, which
  // playwright.config.ts names; never the live content/, which is the educator's), and the pictures and samples
  // it names.
  const shipped = process.env.CONTENT_DIR;
  if (!shipped) throw new Error('CONTENT_DIR is unset: run this test through playwright.config.ts');
  fs.cpSync(shipped, path.join(workDir, 'content'), { recursive: true });
  for (const folder of ['public/images/books', 'public/images/courses', 'public/pdfs/previews', 'public/media']) {
    fs.cpSync(path.join(root, folder), path.join(workDir, folder), { recursive: true });
  }
  // The backend of `npm run cms` on a server of its own, on a free loopback port.
  server = spawn(process.execPath, [path.join(root, 'build/cmsBackendServer.ts'), workDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    server!.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    server!.once('exit', (code) => reject(new Error(`the local backend stopped (exit ${code})`)));
  });
  // Chromium resolves no host but localhost in the e2e suite.
  backendUrl = `http://localhost:${port}/api/v1`;
});

test.afterAll(() => {
  server?.kill();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * A field of the Portuguese part, the left pane. (Decap keeps the structured fields in the English pane too,
 * hidden; a text field is shown in both, the Portuguese one first.)
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first();

/** Opens the admin and signs in (the local backend asks nothing); gives the actions it asks the backend for. */
async function signIn(page: Page): Promise<string[]> {
  const actions: string[] = [];
  await page.route(LOCAL_BACKEND, (route) => {
    actions.push(String((route.request().postDataJSON() as { action?: string } | null)?.action));
    return route.continue({ url: backendUrl });
  });
  await page.goto(ADMIN);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('link', { name: 'Cursos' })).toBeVisible();
  return actions;
}

async function openEntry(page: Page, collection: string, id: number) {
  // Through the collection's list, as the editor goes: an editor opened straight from another one keeps that
  // one's unsaved fields.
  await page.goto(`${ADMIN}#/collections/${collection}`);
  await expect(page.getByRole('link', { name: new RegExp(`^${id} · `) })).toBeVisible();
  await page.goto(`${ADMIN}#/collections/${collection}/entries/${id}`);
  await expect(field(page, 'Número')).toHaveValue(String(id));
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
}

test('the admin is a site of its own: the shop serves none of it, and it serves its own policy and texts', async ({
  request,
}) => {
  expect((await request.get('/admin/')).status()).toBe(404);
  const admin = await request.get(ADMIN);
  expect(admin.status()).toBe(200);
  expect(admin.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect(admin.headers()['x-robots-tag']).toBe('noindex');
  // The previews' translation files are the admin's own copy, on its own origin.
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(await admin.text())?.[1];
  expect(script).toBeDefined();
  const texts = /\/assets\/translation\.pt\.[\w]+\.json/.exec(
    await (await request.get(new URL(script!, ADMIN).href)).text(),
  )?.[0];
  expect(texts, 'the Portuguese texts named by the admin').toBeDefined();
  expect((await request.get(new URL(texts!, ADMIN).href)).ok()).toBe(true);
});

test('the admin saves a new price and a new Portuguese title to the content files', async ({ page }) => {
  const before = readItem('books', 1);
  await signIn(page);
  await openEntry(page, 'books', 1);
  await field(page, 'Preço (€)').fill(String(NEW_PRICE));
  await publish(page);
  await expect.poll(() => writtenItem('books', 1)?.pt.price).toBe(NEW_PRICE);
  // Only the price changed: the other fields and the English texts are as they were.
  expect(readItem('books', 1)).toEqual({ ...before, pt: { ...before.pt, price: NEW_PRICE } });

  const course = readItem('courses', 1);
  await openEntry(page, 'courses', 1);
  await field(page, 'Título').fill(NEW_TITLE);
  await publish(page);
  await expect.poll(() => writtenItem('courses', 1)?.pt.title).toBe(NEW_TITLE);
  expect(readItem('courses', 1).en).toEqual(course.en);
});

test('the admin refuses an item with an emptied required field and a negative price', async ({ page, allowProblems }) => {
  // Decap refuses by rejecting its save with no reason, which nothing catches: the page reports it as an error.
  allowProblems(/^pageerror: undefined$/);
  const before = fs.readFileSync(contentFile('books', 2), 'utf8');
  const actions = await signIn(page);
  await openEntry(page, 'books', 2);
  await field(page, 'Título').fill('');
  await field(page, 'Preço (€)').fill('-3');
  await publish(page);
  await expect(page.getByText('Título é obrigatório.')).toBeVisible();
  await expect(page.getByText('Preço (€) deve ser, no mínimo, 0.')).toBeVisible();
  // Refused before anything is sent: the backend was never asked to write, and the file is as it was.
  expect(actions).not.toContain('persistEntry');
  expect(fs.readFileSync(contentFile('books', 2), 'utf8')).toBe(before);
});

/** A new entry of a collection, as the editor starts one from its list. */
async function newEntry(page: Page, collection: string) {
  await page.goto(`${ADMIN}#/collections/${collection}/new`);
  await expect(field(page, 'Número')).toBeVisible();
}

test('a normal day: a new testimonial with its optional field left empty, a number already taken, a book sold out', async ({
  page,
  allowProblems,
}) => {
  // Decap reports a refused save as a rejection with no reason (see the test above).
  allowProblems(/^pageerror: undefined$/);
  // Leaving an unsaved entry asks first; she answers yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  const testimonials = () => fs.readdirSync(path.join(workDir, 'content/testimonials')).sort();
  const before = testimonials();

  // A new testimonial: its number is the next free one, proposed; the role stays empty.
  await newEntry(page, 'testimonials');
  await expect(field(page, 'Número')).toHaveValue(String(before.length + 1));
  await field(page, 'Nome').fill(NEW_TESTIMONIAL.name);
  await field(page, 'Estrelas').fill('5');
  const comment = page.getByLabel('Comentário', { exact: true });
  await comment.nth(0).fill(NEW_TESTIMONIAL.pt);
  await comment.nth(1).fill(NEW_TESTIMONIAL.en);
  await publish(page);
  const added = before.length + 1;
  await expect.poll(() => writtenItem('testimonials', added)?.pt.name).toBe(NEW_TESTIMONIAL.name);
  // The file is written before the admin is done with the save: it then moves to the saved entry's address, which
  // would take the place of a new entry opened before it (the editor stays on the saved one, its number read-only).
  await expect(page).toHaveURL(new RegExp(`#/collections/testimonials/entries/${added}$`));
  expect(readItem('testimonials', added).pt).toMatchObject({
    id: added,
    name: NEW_TESTIMONIAL.name,
    rating: 5,
    comment: NEW_TESTIMONIAL.pt,
  });
  expect(readItem('testimonials', added).pt.role ?? '').toBe('');

  // Another, under a number already taken: refused before saving, with the next free number named.
  await newEntry(page, 'testimonials');
  await expect(field(page, 'Número')).toHaveValue(String(added + 1));
  await field(page, 'Número').fill('1');
  await field(page, 'Nome').fill('Outra pessoa');
  await field(page, 'Estrelas').fill('4');
  await comment.nth(0).fill('Muito útil.');
  await comment.nth(1).fill('Very useful.');
  await publish(page);
  await expect(page.getByText(`O número 1 já é de outra entrada (1.json). Use ${added + 1}, o próximo livre.`)).toBeVisible();
  expect(testimonials()).toEqual([...before, `${added}.json`].sort());

  // A book sold out.
  await openEntry(page, 'books', 3);
  await field(page, 'Disponibilidade').click();
  await page.getByRole('option', { name: 'Esgotado', exact: true }).click();
  await field(page, 'Exemplares em stock').fill('0');
  await publish(page);
  await expect.poll(() => writtenItem('books', 3)?.pt.availability).toBe('out-of-stock');
  expect(readItem('books', 3).pt.stock).toBe(0);
});

/** A day as the admin writes it: the editor's local date (the browser runs in this machine's time zone). */
const localDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** One of her pages, through the pages' list, as she goes (see openEntry). */
async function openPage(page: Page, name: PageName) {
  await page.goto(`${ADMIN}#/collections/pages`);
  await expect(page.getByRole('link', { name: PAGE_LABELS[name], exact: true })).toBeVisible();
  await page.goto(`${ADMIN}#/collections/pages/entries/${name}`);
}

/** The editor's panes, side by side, and the language each edits. */
const PANES = [
  [0, 'pt'],
  [1, 'en'],
] as const;
/**
 * A list field of the open page, by its label, in one of the panes: Decap draws each field in a box named after
 * its widget ("list field"), its own label at the top.
 */
const listField = (page: Page, label: string, pane: (typeof PANES)[number][0]) =>
  page
    .locator('[aria-label="list field"]')
    .filter({ has: page.locator(':scope > div > label', { hasText: new RegExp(`^${label}$`) }) })
    .nth(pane);
/** Where a list's element is picked up: the handle in its top bar (a dnd-kit sortable). */
const DRAG_HANDLE = ':scope > div > [aria-roledescription="sortable"]';
/** A list's elements, in their order: each is its top bar (with the handle), its summary, its fields. */
const listElements = (page: Page, list: Locator) =>
  list.locator(':scope > div > div > div').filter({ has: page.locator(DRAG_HANDLE) });
/** What a list's elements show when closed: each one's question, title or heading. */
const summaries = (page: Page, list: Locator) => listElements(page, list).locator(':scope > div:nth-child(2)');
/** The Markdown editor of a long text (a rich-text box) inside an element. */
const markdownBox = (element: Locator) => element.locator('[aria-label="markdown field"]').getByRole('textbox');

/**
 * Drags a list's element by its handle onto another's place, with the mouse, as she does (Decap's lists move
 * by mouse or touch only). The button is released once the list has made room there (the element in that place
 * has stepped aside): released earlier, the element would land where the list last saw the pointer.
 */
async function dragOnto(page: Page, element: Locator, target: Locator) {
  const handle = element.locator(DRAG_HANDLE);
  // Both on screen: the target first, then the handle, which is scrolled to only if it is not in view.
  await target.locator(DRAG_HANDLE).hover();
  await handle.hover();
  const from = await handle.boundingBox();
  const to = await target.locator(DRAG_HANDLE).boundingBox();
  if (!from || !to) throw new Error('a list element to drag is not on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.down();
  // A press becomes a drag after a move of a few pixels; then the element goes to the target's place.
  await page.mouse.move(x, y + Math.sign(to.y - from.y) * 10);
  await page.mouse.move(x, to.y + to.height / 2, { steps: 5 });
  await expect(target).not.toHaveCSS('transform', 'none');
  await page.mouse.up();
}

/** A list with the elements at two places swapped. */
const swapped = <T>(list: readonly T[], [first, second]: readonly [number, number]) =>
  list.map((item, index) => (index === first ? list[second]! : index === second ? list[first]! : item));

test('her pages: a privacy paragraph rewritten, a mentorship question added in both languages, two immersion steps swapped by dragging, each saved to its file', async ({
  page,
}) => {
  await signIn(page);

  // A paragraph of her privacy policy, in Portuguese: the page is dated the day she saves it.
  const privacy = readItem('pages', 'privacy');
  const intro = privacy.pt.intro as string[];
  await openPage(page, 'privacy');
  const paragraph = listElements(page, listField(page, 'Introdução', 0)).first();
  // Closed, an element shows only its summary: the arrow of its top bar opens it.
  await paragraph.getByRole('button').first().click();
  const dayBefore = localDay(new Date());
  await markdownBox(paragraph).fill(NEW_PRIVACY_PARAGRAPH);
  await publish(page);
  await expect
    .poll(() => writtenItem('pages', 'privacy'))
    .toEqual({
      pt: { ...privacy.pt, intro: [NEW_PRIVACY_PARAGRAPH, ...intro.slice(1)], updated: expect.any(String) },
      en: privacy.en,
    });
  // The editor's day: the one the save began on or, past midnight, the next.
  expect([dayBefore, localDay(new Date())]).toContain(readItem('pages', 'privacy').pt.updated);

  // A question added to the mentorship FAQ, in both languages (each pane has its own list).
  const mentorship = readItem('pages', 'mentorship');
  await openPage(page, 'mentorship');
  for (const [pane, language] of PANES) {
    const faq = listField(page, 'Perguntas frequentes', pane);
    await faq.getByRole('button', { name: 'Adicionar pergunta' }).click();
    // Added at the end of the list, open.
    const added = listElements(page, faq).last();
    await added.getByLabel('Pergunta', { exact: true }).fill(NEW_QUESTION[language].question);
    await markdownBox(added).fill(NEW_QUESTION[language].answer);
  }
  await publish(page);
  await expect
    .poll(() => writtenItem('pages', 'mentorship'))
    .toEqual({
      pt: { ...mentorship.pt, faq: [...(mentorship.pt.faq as unknown[]), NEW_QUESTION.pt] },
      en: { ...mentorship.en, faq: [...(mentorship.en.faq as unknown[]), NEW_QUESTION.en] },
    });

  // Two immersion steps swapped, in both languages, by dragging one onto the other's place.
  const immersion = readItem('pages', 'immersion');
  const steps = { pt: immersion.pt.steps as { title: string }[], en: immersion.en.steps as { title: string }[] };
  await openPage(page, 'immersion');
  for (const [pane, language] of PANES) {
    const list = listField(page, 'Etapas', pane);
    const titles = steps[language].map((step) => step.title);
    await expect(summaries(page, list)).toHaveText(titles);
    const [first, second] = SWAPPED_STEPS;
    await dragOnto(page, listElements(page, list).nth(second), listElements(page, list).nth(first));
    await expect(summaries(page, list)).toHaveText(swapped(titles, SWAPPED_STEPS));
  }
  await publish(page);
  await expect
    .poll(() => writtenItem('pages', 'immersion'))
    .toEqual({
      pt: { ...immersion.pt, steps: swapped(steps.pt, SWAPPED_STEPS) },
      en: { ...immersion.en, steps: swapped(steps.en, SWAPPED_STEPS) },
    });
});

test('a build of the edited content serves her day on the prerendered pages: the price, the title, the book sold out, the new testimonial, her pages', async () => {
  // A whole production build of its own, on top of the suite's load.
  test.slow();
  const outDir = path.join(workDir, 'dist');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      // The shop's build, as a deployer makes it: its public origin named.
      env: { ...process.env, CONTENT_DIR: path.join(workDir, 'content'), VITE_SITE_URL: 'http://localhost:4173' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors}`))));
  });
  const page = (address: string) => fs.readFileSync(path.join(outDir, address, 'index.html'), 'utf8');
  const text = (html: string) => html.replace(/<[^>]*>/g, '');
  // What a visitor and a search engine read: the heading, the book's price, the structured data.
  const read = (html: string) => ({
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    price: text(/data-testid="book-price"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''),
    structured: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; name?: string; offers?: { price?: string; availability?: string } },
    ),
  });

  const book = read(page('book/1'));
  expect(book.price).toBe('15,50\u00a0€');
  expect(book.structured.find((data) => data['@type'] === 'Book')?.offers?.price).toBe('15.50');
  // The book sold out says so, to a visitor and to a search engine, and offers nothing to buy.
  const soldOut = read(page('book/3'));
  expect(text(page('book/3'))).toContain('Esgotado');
  expect(soldOut.structured.find((data) => data['@type'] === 'Book')?.offers).toMatchObject({
    availability: 'https://schema.org/OutOfStock',
  });
  // The new testimonial is on the home page, with no role under its name.
  expect(text(page(''))).toContain(NEW_TESTIMONIAL.pt);
  expect(text(page('en'))).toContain(NEW_TESTIMONIAL.en);
  const course = read(page('course/1'));
  expect(course.heading).toBe(NEW_TITLE);
  expect(course.structured.find((data) => data['@type'] === 'Course')?.name).toBe(NEW_TITLE);

  // Her pages, as saved above: the privacy paragraph, dated the day she saved it; the new question in both
  // languages (its answer is in the page, closed until asked for); the immersion steps in their new order.
  const privacy = page('privacy');
  expect(text(privacy)).toContain(NEW_PRIVACY_PARAGRAPH);
  const updated = readItem('pages', 'privacy').pt.updated as string;
  expect(/<time[^>]*>([^<]*)<\/time>/.exec(privacy)?.[1]).toBe(updated.split('-').reverse().join('/'));
  for (const [address, language] of [
    ['mentorship-details', 'pt'],
    ['en/mentorship-details', 'en'],
  ] as const) {
    expect(text(page(address))).toContain(NEW_QUESTION[language].question);
    expect(text(page(address))).toContain(NEW_QUESTION[language].answer);
  }
  /** The titles of a page's steps, in the page's order: the list under the steps' heading. */
  const stepTitles = (html: string, heading: string) => {
    const list = /<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html.split(`>${heading}</h2>`)[1] ?? '')?.[1] ?? '';
    return [...list.matchAll(/<li[^>]*><p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => text(match[1]!));
  };
  const immersion = readItem('pages', 'immersion');
  for (const [address, language] of [
    ['imersao-details', 'pt'],
    ['en/imersao-details', 'en'],
  ] as const) {
    const saved = immersion[language] as { stepsTitle: string; steps: { title: string }[] };
    expect(stepTitles(page(address), saved.stepsTitle)).toEqual(saved.steps.map((step) => step.title));
  }

  // The addresses the sitemap gives search engines serve these pages.
  const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const listed = (address: string) => {
    const loc = new RegExp(`<loc>(https?://[^/<]+/${address})</loc>`).exec(sitemap)?.[1];
    expect(loc, `${address} in the sitemap`).toBeDefined();
    return read(page(new URL(loc!).pathname.slice(1)));
  };
  expect(listed('book/1').price).toBe('15,50\u00a0€');
  expect(listed('course/1').heading).toBe(NEW_TITLE);
});

// After the build above: the files chosen here are not in the public/ that build reads.
test('uploads: each kind of picture, a PDF and a video are taken into the entry and written with it; a page is refused before it is sent', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('dialog', (dialog) => {
    refusals.push(dialog.message());
    void dialog.accept();
  });
  const actions = await signIn(page);
  const jpeg = await sharp({ create: { width: 8, height: 12, channels: 3, background: '#d9a441' } })
    .jpeg()
    .toBuffer();
  const pictures = [
    { name: 'capa-nova.webp', buffer: fs.readFileSync(path.join(root, 'public/images/books/book-1.webp')) },
    { name: 'capa-nova.avif', buffer: fs.readFileSync(path.join(root, 'public/images/books/book-1.avif')) },
    { name: 'capa-nova.png', buffer: fs.readFileSync(path.join(root, 'public/icons/icon-192.png')) },
    { name: 'capa-nova.jpg', buffer: jpeg },
  ];
  const input = page.locator('.nc-fileUploadButton input[type="file"]');
  /** Uploads into the open library; in an entry, each upload waits there as a draft of that entry. */
  const upload = async (files: { name: string; buffer: Buffer }[]) => {
    for (const file of files) {
      await input.setInputFiles({ ...file, mimeType: 'application/octet-stream' });
      await expect(page.getByText(file.name, { exact: true })).toBeVisible();
    }
  };
  /** Chooses the last upload for the field, publishes the entry, and finds the file in its folder. */
  const chooseAndPublish = async (file: { name: string; buffer: Buffer }, folder: string) => {
    await page.getByRole('button', { name: 'Escolher selecionado' }).click();
    await publish(page);
    // There, and whole: the same bytes as uploaded (the backend may still be writing them).
    await expect.poll(() => writtenFile(path.join(workDir, folder, file.name))?.equals(file.buffer), file.name).toBe(true);
  };

  await openEntry(page, 'books', 1);
  await page.getByRole('button', { name: 'Escolha uma imagem' }).click();
  // The picture picker offers pictures only: no SVG.
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.avif');
  await upload(pictures);
  // A page renamed nothing: refused at once, in her words, and never sent to the backend.
  const persisted = actions.filter((action) => action === 'persistMedia').length;
  await page.locator('.nc-fileUploadButton input[type="file"]').setInputFiles({
    name: 'pagina.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect
    .poll(() => refusals)
    .toEqual(['«pagina.html» não pode ser carregado aqui: só ficheiros .jpg, .jpeg, .png, .webp, .avif.']);
  expect(fs.existsSync(path.join(workDir, 'public/images/books/pagina.html'))).toBe(false);
  expect(actions.filter((action) => action === 'persistMedia')).toHaveLength(persisted);
  await expect(page.getByText('pagina.html', { exact: true })).toHaveCount(0);
  await chooseAndPublish(pictures.at(-1)!, 'public/images/books');

  const previews = path.join(root, 'public/pdfs/previews');
  const sample = { name: 'amostra-nova.pdf', buffer: fs.readFileSync(path.join(previews, fs.readdirSync(previews)[0]!)) };
  await page
    .getByRole('button', { name: /^Escolha um arquivo( diferente)?$/ })
    .first()
    .click();
  await upload([sample]);
  await chooseAndPublish(sample, 'public/pdfs/previews');

  await openEntry(page, 'media', 2);
  const clip = { name: 'clip-novo.mp4', buffer: fs.readFileSync(path.join(root, 'public/media/clip-2.mp4')) };
  await page
    .getByRole('button', { name: /^Escolha um arquivo( diferente)?$/ })
    .first()
    .click();
  await upload([clip]);
  await chooseAndPublish(clip, 'public/media');
});
