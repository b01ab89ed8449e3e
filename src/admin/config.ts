import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';

/**
 * The web admin's configuration (Decap CMS), as a typed object: one folder collection per content type of
 * content/, each file holding the default language's fields under `pt` and the English texts under `en`
 * (Decap's i18n `single_file` structure). Labels and hints are in Portuguese, the editor's language; they are
 * the admin's own words, not the site's UI, so they live here and not in the site's translation files.
 * The rules (required fields, ranges, patterns) mirror the content schema the build applies, so the editor
 * hears about a mistake when saving instead of from a failed build.
 */

/**
 * Where the admin finds the working copy's backend (`npm run cms`): on the dev server that serves the admin
 * (build/vite/cmsBackend.ts), under this path.
 */
export const LOCAL_BACKEND_PATH = '/cms-backend/api/v1';

/** The content types, each a folder of content/ and a media folder of public/. */
export const CONTENT_TYPES = ['courses', 'books', 'launches', 'publications', 'testimonials', 'media'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const LOCALES = ['pt', 'en'];

/** `YYYY-MM-DD`, a real month and day. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
/** ISBN-13 with its hyphens: 978 or 979, then groups of digits, thirteen digits in all. */
export const ISBN_PATTERN = '^(?=(?:\\D*\\d){13}\\D*$)97[89]-\\d{1,5}-\\d{1,7}-\\d{1,7}-\\d$';
/** A launch's price in reais as the page shows it: 'R$297,00'. */
export const BRL_PATTERN = '^R\\$\\d{1,3}(\\.\\d{3})*,\\d{2}$';
/** Its instalments: '12x R$24,75'. */
export const INSTALMENTS_PATTERN = '^\\d{1,2}x R\\$\\d{1,3}(\\.\\d{3})*,\\d{2}$';
/** A file name without folder or extension (an eBook's PDF under /pdfs/). */
const FILE_STEM_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

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
  ({ name, label, widget: 'number', value_type: 'int', ...extra }) as Field;
const flag = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, widget: 'boolean', required: false, default: false, ...extra }) as Field;
const id = (hint: string, min = 1): Field =>
  number('id', 'Número', { min, hint, pattern: ['^\\d+$', 'Um número inteiro, sem espaços.'] });
const image = (type: ContentType, name = 'image', label = 'Imagem', extra: Partial<Field> = {}): Field =>
  ({
    name,
    label,
    widget: 'image',
    choose_url: false,
    media_folder: `/public/images/${type}`,
    public_folder: `/images/${type}`,
    hint: 'WebP, JPEG ou PNG. Os tamanhos mais pequenos (e a versão AVIF) são criados na publicação do site.',
    ...extra,
  }) as Field;

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
    fields,
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
    id('Dá o endereço da página: /course/<número>. Não o mude depois de publicado.'),
    text('title', 'Título'),
    longText('summary', 'Resumo', { hint: 'Uma ou duas frases: aparece no cartão do curso e nos motores de busca.' }),
    number('price', 'Preço (€)', {
      required: false,
      value_type: 'float',
      min: 0,
      step: 0.01,
      hint: `${PRICE_HINT} Vazio: curso sem preço aqui (inscrição no site do parceiro).`,
    }),
    flag('externalEnrolment', 'Inscrição externa', {
      hint: 'Ligado: o botão leva à página de inscrição do parceiro (VITE_INTERNATIONAL_ENROL_URL) em vez do carrinho.',
    }),
    number('hours', 'Horas', { min: 1 }),
    number('months', 'Meses', { required: false, min: 1, hint: 'Só para programas longos.' }),
    {
      name: 'mode',
      label: 'Modalidade',
      widget: 'select',
      required: false,
      options: [
        { label: 'Online', value: 'Online' },
        { label: 'Presencial', value: 'Onsite' },
        { label: 'Híbrido', value: 'Blended' },
      ],
      hint: 'Vazio enquanto não estiver decidida.',
    },
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
    textList('learningOutcomes', 'Resultados de aprendizagem', 'Resultado', { min: 1 }),
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
    id('Dá o endereço da página: /book/<número>. Não o mude depois de publicado.'),
    text('title', 'Título'),
    text('subtitle', 'Subtítulo', { required: false }),
    longText('description', 'Descrição'),
    plain('author', 'Autor(es)', { hint: 'Vários nomes separados por vírgula.' }),
    {
      name: 'category',
      label: 'Tipo',
      widget: 'select',
      options: [
        { label: 'Livro impresso', value: 'impresso' },
        { label: 'eBook', value: 'ebook' },
      ],
    } as Field,
    number('price', 'Preço (€)', { value_type: 'float', min: 0, step: 0.01, hint: PRICE_HINT }),
    number('originalPrice', 'Preço antes do desconto (€)', {
      required: false,
      value_type: 'float',
      min: 0,
      step: 0.01,
      hint: 'Só com desconto: aparece riscado.',
    }),
    number('discount', 'Desconto (%)', { required: false, min: 1, max: 99 }),
    {
      name: 'availability',
      label: 'Disponibilidade',
      widget: 'select',
      options: [
        { label: 'Em stock', value: 'in-stock' },
        { label: 'Stock limitado', value: 'limited' },
        { label: 'Pré-encomenda', value: 'pre-order' },
        { label: 'Esgotado', value: 'out-of-stock' },
      ],
    } as Field,
    number('stock', 'Exemplares em stock', { min: 0, hint: 'Zero ou mais. Com zero, o livro não pode ser comprado.' }),
    number('rating', 'Avaliação média', { value_type: 'float', min: 0, max: 5, step: 0.1, hint: 'De 0 a 5.' }),
    number('reviews', 'Número de avaliações', { min: 0 }),
    flag('featured', 'Em destaque'),
    flag('bestSeller', 'Mais vendido'),
    flag('newRelease', 'Novidade'),
    plain('publicationDate', 'Data de publicação', {
      pattern: [DATE_PATTERN, 'Escreva a data como AAAA-MM-DD, por exemplo 2021-10-04.'],
      hint: 'AAAA-MM-DD',
    }),
    plain('publisher', 'Editora'),
    number('pages', 'Páginas', { min: 1 }),
    plain('isbn', 'ISBN', {
      pattern: [ISBN_PATTERN, 'Um ISBN-13 com hífenes, por exemplo 978-989-8812-01-8.'],
    }),
    image('books', 'image', 'Capa', { hint: `Proporção 2:3 (por exemplo 600 × 900). ${image('books').hint}` }),
    {
      name: 'previewLink',
      label: 'Amostra (PDF)',
      widget: 'file',
      required: false,
      choose_url: false,
      media_folder: '/public/pdfs/previews',
      public_folder: '/pdfs/previews',
      hint: 'Livros impressos: um excerto em PDF para descarregar.',
    } as Field,
    plain('downloadUrl', 'Ficheiro do eBook', {
      required: false,
      pattern: [FILE_STEM_PATTERN, 'Só letras minúsculas, algarismos e hífenes, sem ".pdf".'],
      hint: 'Só eBooks: o nome do PDF em /pdfs/, sem a extensão.',
    }),
    {
      name: 'relatedBooks',
      label: 'Livros relacionados',
      widget: 'relation',
      collection: 'books',
      value_field: 'id',
      search_fields: ['title', 'id'],
      display_fields: ['{{id}} · {{title}}'],
      multiple: true,
      required: false,
    } as Field,
    text('language', 'Língua'),
    text('format', 'Formato'),
    text('dimensions', 'Dimensões'),
    text('weight', 'Peso'),
    text('fileSize', 'Tamanho do ficheiro', { required: false, hint: 'Só eBooks, por exemplo "3,2 MB".' }),
    text('recommendedAge', 'Público recomendado'),
    textList('tags', 'Etiquetas', 'Etiqueta', { min: 1 }),
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
    id('Dá o endereço da página: /lancamento/<número>. Os números seguem-se a partir do 0.', 0),
    text('title', 'Título'),
    longText('description', 'Descrição'),
    plain('price', 'Preço (R$)', { pattern: [BRL_PATTERN, 'Escreva como na página: R$297,00.'] }),
    plain('installments', 'Prestações', { pattern: [INSTALMENTS_PATTERN, 'Escreva como na página: 12x R$24,75.'] }),
    image('launches'),
    textList('benefits', 'Vantagens', 'Vantagem', { min: 1 }),
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
    {
      name: 'type',
      label: 'Tipo',
      widget: 'select',
      options: [
        { label: 'Artigo', value: 'artigo' },
        { label: 'Tese', value: 'tese' },
      ],
    } as Field,
    number('date_month', 'Mês', { min: 1, max: 12 }),
    number('date_year', 'Ano', { min: 1900, max: 2100 }),
    {
      name: 'file',
      label: 'PDF',
      widget: 'file',
      choose_url: false,
      media_folder: '/public/pdfs/publications',
      public_folder: '/pdfs/publications',
      pattern: ['\\.pdf$', 'O ficheiro tem de ser um PDF.'],
    } as Field,
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
    plain('role', 'Função', { required: false }),
    number('rating', 'Estrelas', { min: 1, max: 5, hint: 'De 1 a 5.' }),
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
    {
      name: 'kind',
      label: 'Tipo',
      widget: 'select',
      options: [
        { label: 'Vídeo', value: 'video' },
        { label: 'Imagem', value: 'image' },
      ],
    } as Field,
    {
      name: 'src',
      label: 'Vídeo (MP4)',
      widget: 'file',
      required: false,
      choose_url: false,
      media_folder: '/public/media',
      public_folder: '/media',
      pattern: ['\\.mp4$', 'O vídeo tem de ser um MP4.'],
      hint: 'Só vídeos: MP4 (H.264), 640 × 360.',
    } as Field,
    image('media', 'poster', 'Imagem de capa do vídeo', {
      required: false,
      media_folder: '/public/media',
      public_folder: '/media',
      hint: 'Só vídeos: a primeira imagem do vídeo, 640 × 360.',
    }),
    image('media', 'image', 'Imagem', { required: false, hint: 'Só imagens: 1280 × 720.' }),
  ],
);

/** The admin's collections, in the order of its menu. */
export const collections: CmsCollection[] = [courses, books, launches, publications, testimonials, media];

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
 * at once: Decap switches to its simple mode by itself).
 */
export function adminConfig(backend: CmsConfig['backend'], origin: string): CmsConfig {
  return {
    backend,
    local_backend: { url: `${origin}${LOCAL_BACKEND_PATH}` },
    locale: 'pt',
    load_config_file: false,
    media_folder: 'public/images',
    public_folder: '/images',
    publish_mode: 'editorial_workflow',
    site_url: '/',
    display_url: '/',
    show_preview_links: false,
    i18n: { structure: 'single_file', locales: LOCALES, default_locale: 'pt' },
    collections,
  };
}
