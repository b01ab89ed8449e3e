import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import { CONTENT_TYPES, type ContentType } from '@/data/schema';
import { UPLOAD_KINDS, type UploadKind } from '@/data/uploads';
import { ENTRY_ID_WIDGET, schemaRules, withRulesOf } from './rules';
import { pagesCollection } from './pages';

/**
 * The web admin's configuration (Decap CMS), as a typed object: one folder collection per content type of
 * content/, each file holding the default language's fields under `pt` and the English texts under `en`
 * (Decap's i18n `single_file` structure). Labels and hints are in Portuguese, the editor's language; they are
 * the admin's own words, not the site's UI, so they live here and not in the site's translation files.
 * The rules (required fields, ranges, patterns, whole or decimal numbers, the values of a choice) are not
 * written here: `withRules` reads them from the content schema the build applies (rules.ts), and the whole
 * entry is checked by that schema before it is saved (checks.ts), so what the admin saves the build accepts.
 */

/**
 * Where the admin finds the working copy's backend (`npm run cms`): on the dev server that serves the admin
 * (build/vite/cmsBackend.ts), under this path.
 */
export const LOCAL_BACKEND_PATH = '/cms-backend/api/v1';

/** The content types, each a folder of content/ and a media folder of public/: the schema's. */
export { CONTENT_TYPES, type ContentType };

export { ENTRY_ID_WIDGET };

const LOCALES = ['pt', 'en'];

type Field = CmsField;

/** A text of both languages. */
const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'string', i18n: true, ...extra }) as Field;
const longText = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'text', i18n: true, ...extra }) as Field;
/** A list of texts of both languages. */
const textList = (name: string, label: string, labelSingular: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    label,
    label_singular: labelSingular,
    widget: 'list',
    i18n: true,
    field: { name: 'item', label: labelSingular, widget: 'string' },
    ...extra,
  }) as Field;
/** A structured field: written once, under the default language. */
const plain = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'string', ...extra }) as Field;
const number = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'number', ...extra }) as Field;
const flag = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'boolean', default: false, ...extra }) as Field;
/** A choice of the schema's values, each with its label here (withRules refuses a value without one). */
const choice = (name: string, label: string, labels: Record<string, string>, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'select', labels, ...extra }) as unknown as Field;
const id = (hint: string): Field => ({ name: 'id', label: 'Número', widget: ENTRY_ID_WIDGET, hint }) as Field;
/** A file picker limited to one kind of upload and its size (src/data/uploads.ts), as the build checks them. */
const upload = (kind: UploadKind) => ({ media_library: { max_file_size: UPLOAD_KINDS[kind].maxBytes } });
const image = (type: ContentType, name = 'image', label = 'Imagem', extra: Partial<Field> = {}): Field =>
  ({
    name,
    label,
    widget: 'image',
    choose_url: false,
    media_folder: `/public/images/${type}`,
    public_folder: `/images/${type}`,
    hint: 'WebP, AVIF, JPEG ou PNG, até 2 MB. Os tamanhos mais pequenos (e a versão AVIF) são criados na publicação do site.',
    ...upload('picture'),
    ...extra,
  }) as Field;

/**
 * Each field with the schema's rules for it (rules.ts): the structured fields' from the type's `fields`, a text
 * of both languages (`i18n`) from its `texts`. A field the schema does not have, or a choice value without a
 * label here, stops the admin at its start: the two lists cannot drift apart unseen.
 */
export function withRules(type: ContentType, fields: Field[]): Field[] {
  return withRulesOf(type, { fields: schemaRules(type, 'fields'), texts: schemaRules(type, 'texts') }, fields);
}

/** A folder collection of content/: one JSON file per item, named by its id, both languages in it. */
function collection(
  name: ContentType,
  labels: { label: string; singular: string; description: string },
  fields: Field[],
  extra: Partial<CmsCollection> = {},
): CmsCollection {
  return {
    name,
    label: labels.label,
    label_singular: labels.singular,
    description: labels.description,
    folder: `content/${name}`,
    format: 'json',
    extension: 'json',
    slug: '{{id}}',
    create: true,
    delete: false,
    identifier_field: 'title',
    summary: '{{id}} · {{title}}',
    sortable_fields: ['id'],
    media_folder: `/public/images/${name}`,
    public_folder: `/images/${name}`,
    i18n: { structure: 'single_file', locales: LOCALES, default_locale: 'pt' },
    fields: withRules(name, fields),
    ...extra,
  };
}

const PRICE_HINT = 'Em euros, com ponto decimal (14.9 = 14,90 €). Zero ou mais.';

const courses = collection(
  'courses',
  {
    label: 'Cursos',
    singular: 'Curso',
    description: 'Os cursos da página inicial e de /cursos. O número é o endereço da página: /course/<número>.',
  },
  [
    id('Dá o endereço da página: /course/<número>. Proposto pelo painel; não muda depois de criado.'),
    text('title', 'Título'),
    longText('summary', 'Resumo', { hint: 'Uma ou duas frases: aparece no cartão do curso e nos motores de busca.' }),
    number('price', 'Preço (€)', {
      step: 0.01,
      hint: `${PRICE_HINT} Vazio: curso sem preço aqui (inscrição no site do parceiro).`,
    }),
    flag('externalEnrolment', 'Inscrição externa', {
      hint: 'Ligado: o botão leva à página de inscrição do parceiro (VITE_INTERNATIONAL_ENROL_URL) em vez do carrinho.',
    }),
    number('hours', 'Horas'),
    number('months', 'Meses', { hint: 'Só para programas longos.' }),
    choice(
      'mode',
      'Modalidade',
      { Online: 'Online', Onsite: 'Presencial', Blended: 'Híbrido' },
      { hint: 'Vazio enquanto não estiver decidida.' },
    ),
    image('courses', 'image', 'Imagem', { hint: `Proporção 8:5 (por exemplo 800 × 500). ${image('courses').hint}` }),
    text('instructor', 'Formador(a)', { hint: '{{name}} é substituído pelo nome da formadora.' }),
    text('location', 'Local'),
    text('date', 'Data', { hint: 'Como aparece na página: "Em breve", "12 a 15 de março de 2027".' }),
    {
      name: 'description',
      label: 'Programa',
      widget: 'object',
      i18n: true,
      fields: [
        longText('programme', 'Apresentação'),
        longText('trainers', 'Formadores', { hint: '{{name}} é substituído pelo nome da formadora.' }),
        longText('audience', 'Destinatários'),
        longText('objectives', 'Objetivos'),
        longText('content', 'Conteúdos'),
        longText('methodology', 'Metodologia'),
      ],
    } as Field,
    textList('learningOutcomes', 'Resultados de aprendizagem', 'Resultado'),
  ],
);

const books = collection(
  'books',
  {
    label: 'Livros e eBooks',
    singular: 'Livro',
    description: 'A loja de livros impressos e eBooks. O número é o endereço da página: /book/<número>.',
  },
  [
    id('Dá o endereço da página: /book/<número>. Proposto pelo painel; não muda depois de criado.'),
    text('title', 'Título'),
    text('subtitle', 'Subtítulo'),
    longText('description', 'Descrição'),
    plain('author', 'Autor(es)', { hint: 'Vários nomes separados por vírgula.' }),
    choice('category', 'Tipo', { impresso: 'Livro impresso', ebook: 'eBook' }),
    number('price', 'Preço (€)', { step: 0.01, hint: PRICE_HINT }),
    number('originalPrice', 'Preço antes do desconto (€)', { step: 0.01, hint: 'Só com desconto: aparece riscado.' }),
    number('discount', 'Desconto (%)'),
    choice('availability', 'Disponibilidade', {
      'in-stock': 'Em stock',
      limited: 'Stock limitado',
      'pre-order': 'Pré-encomenda',
      'out-of-stock': 'Esgotado',
    }),
    number('stock', 'Exemplares em stock', { hint: 'Zero ou mais. Com zero, o livro não pode ser comprado.' }),
    number('rating', 'Avaliação média', { step: 0.1, hint: 'De 0 a 5.' }),
    number('reviews', 'Número de avaliações'),
    flag('featured', 'Em destaque'),
    flag('bestSeller', 'Mais vendido'),
    flag('newRelease', 'Novidade'),
    plain('publicationDate', 'Data de publicação', { hint: 'AAAA-MM-DD' }),
    plain('publisher', 'Editora'),
    number('pages', 'Páginas'),
    plain('isbn', 'ISBN', { hint: 'ISBN-13, por exemplo 978-989-8812-01-8.' }),
    image('books', 'image', 'Capa', { hint: `Proporção 2:3 (por exemplo 600 × 900). ${image('books').hint}` }),
    {
      name: 'previewLink',
      label: 'Amostra (PDF)',
      widget: 'file',
      choose_url: false,
      media_folder: '/public/pdfs/previews',
      public_folder: '/pdfs/previews',
      hint: 'Livros impressos: um excerto em PDF, até 10 MB, para descarregar.',
      ...upload('document'),
    } as unknown as Field,
    plain('downloadUrl', 'Ficheiro do eBook', { hint: 'Só eBooks: o nome do PDF em /pdfs/, sem a extensão.' }),
    {
      name: 'relatedBooks',
      label: 'Livros relacionados',
      widget: 'relation',
      collection: 'books',
      value_field: 'id',
      search_fields: ['title', 'id'],
      display_fields: ['{{id}} · {{title}}'],
      multiple: true,
    } as Field,
    text('language', 'Língua'),
    text('format', 'Formato'),
    text('dimensions', 'Dimensões'),
    text('weight', 'Peso'),
    text('fileSize', 'Tamanho do ficheiro', { hint: 'Só eBooks, por exemplo "3,2 MB".' }),
    text('recommendedAge', 'Público recomendado'),
    textList('tags', 'Etiquetas', 'Etiqueta'),
  ],
);

const launches = collection(
  'launches',
  {
    label: 'Lançamentos',
    singular: 'Lançamento',
    description: 'Os lançamentos em reais (/lancamento/<número>, a contar do 0).',
  },
  [
    id('Dá o endereço da página: /lancamento/<número>. Os números seguem-se a partir do 0.'),
    text('title', 'Título'),
    longText('description', 'Descrição'),
    plain('price', 'Preço (R$)', { hint: 'Como na página: R$297,00.' }),
    plain('installments', 'Prestações', { hint: 'Como na página: 12x R$24,75.' }),
    image('launches'),
    textList('benefits', 'Vantagens', 'Vantagem'),
  ],
);

const publications = collection(
  'publications',
  {
    label: 'Publicações',
    singular: 'Publicação',
    description: 'Artigos e teses da página de publicações, cada um com o seu PDF.',
  },
  [
    id('Identifica a publicação.'),
    text('title', 'Título'),
    longText('description', 'Resumo'),
    plain('author', 'Autor(es)', { hint: 'Vários nomes separados por vírgula.' }),
    choice('type', 'Tipo', { artigo: 'Artigo', tese: 'Tese' }),
    number('date_month', 'Mês'),
    number('date_year', 'Ano'),
    {
      name: 'file',
      label: 'PDF',
      widget: 'file',
      choose_url: false,
      media_folder: '/public/pdfs/publications',
      public_folder: '/pdfs/publications',
      hint: 'Um PDF, até 10 MB.',
      ...upload('document'),
    } as unknown as Field,
  ],
);

const testimonials = collection(
  'testimonials',
  {
    label: 'Testemunhos',
    singular: 'Testemunho',
    description: 'Os testemunhos da página inicial.',
  },
  [
    id('Identifica o testemunho.'),
    plain('name', 'Nome'),
    plain('role', 'Função', { hint: 'Opcional: aparece por baixo do nome.' }),
    number('rating', 'Estrelas', { hint: 'De 1 a 5.' }),
    longText('comment', 'Comentário'),
  ],
  { identifier_field: 'name', summary: '{{id}} · {{name}}' },
);

const media = collection(
  'media',
  {
    label: 'Vídeos e imagens',
    singular: 'Vídeo ou imagem',
    description: 'O carrossel de lançamentos da página inicial: vídeos com imagem de capa, ou imagens.',
  },
  [
    id('Identifica o vídeo ou a imagem; o carrossel segue esta ordem.'),
    text('title', 'Título'),
    text('alt', 'Descrição da imagem', { hint: 'Para quem não vê a imagem: o que mostra.' }),
    choice('kind', 'Tipo', { video: 'Vídeo', image: 'Imagem' }),
    {
      name: 'src',
      label: 'Vídeo (MP4)',
      widget: 'file',
      choose_url: false,
      media_folder: '/public/media',
      public_folder: '/media',
      hint: 'Só vídeos: MP4 (H.264), 640 × 360, até 20 MB.',
      ...upload('video'),
    } as unknown as Field,
    image('media', 'poster', 'Imagem de capa do vídeo', {
      media_folder: '/public/media',
      public_folder: '/media',
      hint: 'Só vídeos: a primeira imagem do vídeo, 640 × 360.',
    }),
    image('media', 'image', 'Imagem', { hint: 'Só imagens: 1280 × 720.' }),
  ],
);

/** The admin's collections, in the order of its menu. */
export const collections: CmsCollection[] = [courses, books, launches, publications, testimonials, media];

/** The educator's pages (pages.ts): after the catalogue in the menu. */
export const pageCollection = pagesCollection();

/** The git hosts the admin can edit the repository through in production (docs/deploy.md). */
export const PRODUCTION_BACKENDS = ['github', 'gitlab'] as const;

/**
 * The production backend, from the build's settings: `VITE_CMS_BACKEND` (github, the default, or gitlab),
 * `VITE_CMS_REPO` (owner/name), `VITE_CMS_BRANCH` (main by default), `VITE_CMS_APP_ID` (GitLab's OAuth
 * application) and `VITE_CMS_AUTH_URL`, the
 * OAuth service that signs the editor in to the git host (Netlify's for a site hosted there, or the host's own
 * OAuth proxy). Without them the admin still works on this machine against the local backend.
 */
export function backendFromEnv(env: Record<string, string | boolean | undefined>): CmsConfig['backend'] {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const name = read('VITE_CMS_BACKEND') ?? 'github';
  if (!(PRODUCTION_BACKENDS as readonly string[]).includes(name)) {
    throw new Error(`VITE_CMS_BACKEND must be one of ${PRODUCTION_BACKENDS.join(', ')} (got "${name}").`);
  }
  const repo = read('VITE_CMS_REPO');
  const authUrl = read('VITE_CMS_AUTH_URL');
  // GitLab signs the editor in by itself (PKCE), with the id of the group's OAuth application.
  const appId = read('VITE_CMS_APP_ID');
  return {
    name: name as (typeof PRODUCTION_BACKENDS)[number],
    branch: read('VITE_CMS_BRANCH') ?? 'main',
    ...(repo ? { repo } : {}),
    ...(authUrl ? { base_url: authUrl } : {}),
    ...(name === 'gitlab' && appId ? { auth_type: 'pkce' as const, app_id: appId } : {}),
    commit_messages: {
      create: 'Conteúdo: novo {{collection}} «{{slug}}»',
      update: 'Conteúdo: {{collection}} «{{slug}}» alterado',
      delete: 'Conteúdo: {{collection}} «{{slug}}» apagado',
      uploadMedia: 'Conteúdo: ficheiro «{{path}}» carregado',
      deleteMedia: 'Conteúdo: ficheiro «{{path}}» apagado',
    },
  };
}

/**
 * The whole configuration. Production edits the repository through its git host, with drafts, review and
 * publication (the editorial workflow); on localhost Decap first asks the local backend (`npm run cms`: decap-server's
 * middleware on the dev server) and, when it answers, edits the working copy directly (decap-server's file mode publishes
 * at once: Decap switches to its simple mode by itself). `siteUrl` is the shop's address, where the admin's
 * "view the site" link goes.
 */
export function adminConfig(backend: CmsConfig['backend'], origin: string, siteUrl = '/'): CmsConfig {
  return {
    backend,
    local_backend: { url: `${origin}${LOCAL_BACKEND_PATH}` },
    locale: 'pt',
    load_config_file: false,
    media_folder: 'public/images',
    public_folder: '/images',
    publish_mode: 'editorial_workflow',
    // The shop: on its own host in production, the same dev server on this machine.
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: false,
    i18n: { structure: 'single_file', locales: LOCALES, default_locale: 'pt' },
    collections: [...collections, pageCollection],
  };
}
