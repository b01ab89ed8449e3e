import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { z } from 'zod';
import { LEGAL_PAGES, PAGE_NAMES, longText, pageSchemas, pages, type PageName } from '@/data/pages';
import { rulesOfSchema, withRulesOf } from './rules';

/**
 * The admin's "Páginas": one entry per page of the educator's (content/pages/<page>.json), its fields drawn from
 * the page's schema (src/data/pages.ts) in the schema's order, so the form follows the page's structure and
 * cannot drift from what the build checks: a group is a group of fields, a list is a list widget (FAQ entries,
 * steps, legal sections, each with its own fields), a long text is a Markdown field limited to what the pages
 * draw. The labels are the admin's words, here; a field without one stops the admin at its start.
 */

/** The collection's name in the admin (and in its events). */
export const PAGES_COLLECTION = 'pages';

/** The pages, in the menu's order, with their names in the admin. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: 'Página inicial',
  about: 'Sobre',
  'about-details': 'Percurso',
  values: 'Valores',
  mentorship: 'Mentoria',
  immersion: 'Imersão',
  privacy: 'Política de Privacidade',
  cookies: 'Política de Cookies',
  terms: 'Termos e Condições',
};

/** Each field's label (and, for a list, one element's), by its name in the schema. */
const LABELS: Record<string, string | [string, string]> = {
  metaTitle: 'Título nos motores de busca',
  metaDescription: 'Descrição nos motores de busca',
  educatorDescription: 'A formadora, em poucas palavras (para os motores de busca)',
  educatorJobTitle: 'Profissão (para os motores de busca)',
  eyebrow: 'Sobretítulo',
  title: 'Título',
  heading: 'Título',
  lead: 'Introdução',
  text: 'Texto',
  intro: ['Introdução', 'Parágrafo'],
  more: ['Texto de «Ler mais»', 'Parágrafo'],
  banner: 'Faixa do topo',
  courses: 'Secção dos cursos',
  mentorship: 'Secção das mentorias',
  books: 'Secção dos livros',
  about: 'Secção «Sobre»',
  immersion: 'Secção das imersões',
  media: 'Secção dos lançamentos',
  testimonials: 'Secção dos testemunhos',
  contact: 'Secção de contacto',
  responseTime: 'Prazo de resposta',
  highlights: ['Destaques', 'Destaque'],
  points: ['Pontos', 'Ponto'],
  portraitAlt: 'Descrição do retrato (para quem não vê a imagem)',
  imageAlt: 'Descrição da imagem (para quem não vê a imagem)',
  heroAlt: 'Descrição da imagem do topo (para quem não vê a imagem)',
  bioTitle: 'Título da biografia',
  bio: ['Biografia', 'Parágrafo'],
  highlightsTitle: 'Título dos números',
  value: 'Número',
  label: 'Legenda',
  publicationsTitle: 'Título das publicações',
  publicationsLead: 'Introdução das publicações',
  timelineTitle: 'Título do percurso',
  timeline: ['Percurso', 'Etapa do percurso'],
  period: 'Período',
  approachTitle: 'Título de «Como trabalho»',
  approach: ['Como trabalho', 'Ponto'],
  missionTitle: 'Título da missão',
  mission: 'Missão',
  basesTitle: 'Título das bases',
  bases: ['Bases', 'Base'],
  commitmentsTitle: 'Título dos compromissos',
  commitments: ['Compromissos', 'Compromisso'],
  ctaTitle: 'Título do convite final',
  ctaText: 'Texto do convite final',
  whatTitle: 'Título de «O que é»',
  what: ['O que é', 'Parágrafo'],
  formatsTitle: 'Título dos formatos',
  formats: ['Formatos', 'Formato'],
  duration: 'Duração',
  benefitsTitle: 'Título dos benefícios',
  benefits: ['Benefícios', 'Benefício'],
  faqTitle: 'Título das perguntas frequentes',
  faq: ['Perguntas frequentes', 'Pergunta'],
  question: 'Pergunta',
  answer: 'Resposta',
  overviewTitle: 'Título da apresentação',
  overview: 'Apresentação',
  stepsTitle: 'Título das etapas',
  steps: ['Etapas', 'Etapa'],
  galleryTitle: 'Título da galeria',
  galleryLead: 'Introdução da galeria',
  gallery: ['Fotografias da galeria (descrições)', 'Fotografia'],
  alt: 'Descrição da fotografia (para quem não a vê)',
  nextStepsTitle: 'Título dos próximos passos',
  nextSteps: ['Próximos passos', 'Passo'],
  sections: ['Secções', 'Secção'],
  paragraphs: ['Parágrafos', 'Parágrafo'],
  items: ['Lista', 'Elemento da lista'],
  after: ['Parágrafos depois da lista', 'Parágrafo'],
  updated: 'Última atualização',
};

/** Plain texts drawn as paragraphs: a box of several lines rather than one line. */
const PARAGRAPH_NAMES = new Set([
  'lead',
  'text',
  'intro',
  'metaDescription',
  'educatorDescription',
  'ctaText',
  'publicationsLead',
]);

export const MARKDOWN_HINT =
  'Pode usar *itálico*, **negrito** e ligações: [texto](https://…), [texto](mailto:…) ou [texto](/caminho-do-site). Um parágrafo por campo.';
const PLACEHOLDER_HINT = '{{name}} é substituído pelo nome da formadora e {{email}} pelo e-mail de contacto.';

type Field = CmsField;

function labelOf(name: string): [string, string] {
  const label = LABELS[name];
  if (!label) throw new Error(`The admin has no label for the page field "${name}" (src/admin/pages.ts).`);
  return typeof label === 'string' ? [label, label] : label;
}

function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
}

/** The widget of one text: Markdown for a long text, a box for a paragraph, a line otherwise. */
function textWidget(name: string, schema: z.ZodType): Partial<Field> {
  if (schema === longText)
    return {
      widget: 'markdown',
      minimal: true,
      buttons: ['bold', 'italic', 'link'],
      editor_components: [],
      modes: ['rich_text', 'raw'],
      hint: `${MARKDOWN_HINT} ${PLACEHOLDER_HINT}`,
    } as Partial<Field>;
  return { widget: PARAGRAPH_NAMES.has(name) ? 'text' : 'string' };
}

/** A page's fields, from its schema's shape: texts in both languages, structured fields (a legal page's date) once. */
function fieldsOf(shape: Record<string, z.ZodType>, i18n: boolean): Field[] {
  return Object.entries(shape).map(([name, raw]) => {
    const schema = unwrap(raw);
    const [label, singular] = labelOf(name);
    const base = { name, label, ...(i18n ? { i18n: true } : {}) };
    if (schema instanceof z.ZodArray) {
      const element = unwrap(schema.element as z.ZodType);
      if (element instanceof z.ZodObject)
        return {
          ...base,
          widget: 'list',
          label_singular: singular,
          summary: summaryOf(element),
          fields: fieldsOf(element.shape as Record<string, z.ZodType>, false),
        } as Field;
      return {
        ...base,
        widget: 'list',
        label_singular: singular,
        field: { name: 'item', label: singular, ...textWidget(name, element) },
      } as Field;
    }
    if (schema instanceof z.ZodObject)
      return {
        ...base,
        widget: 'object',
        collapsed: true,
        fields: fieldsOf(schema.shape as Record<string, z.ZodType>, false),
      } as Field;
    return { ...base, ...textWidget(name, schema) } as Field;
  });
}

/** How a list shows a closed element: by its question, title or heading. */
function summaryOf(element: z.ZodObject): string | undefined {
  const first = ['question', 'title', 'heading', 'period', 'value', 'alt'].find((name) => name in element.shape);
  return first ? `{{fields.${first}}}` : undefined;
}

/** The date a legal page shows: the admin writes it (the day a change is saved), the editor never types it. */
const UPDATED_FIELD = { name: 'updated', label: labelOf('updated')[0], widget: 'hidden' } as Field;

/** One page's entry: its file, its fields with the schema's rules. */
export function pageFile(name: PageName): CmsCollectionFile {
  const schemas = pageSchemas(name);
  const texts = fieldsOf(pages[name].texts as Record<string, z.ZodType>, true);
  const fields = (LEGAL_PAGES as readonly string[]).includes(name) ? [UPDATED_FIELD, ...texts] : texts;
  return {
    name,
    label: PAGE_LABELS[name],
    file: `content/pages/${name}.json`,
    i18n: true,
    fields: withRulesOf(`pages.${name}`, { fields: rulesOfSchema(schemas.fields), texts: rulesOfSchema(schemas.texts) }, fields),
  } as CmsCollectionFile;
}

/** The "Páginas" collection: a file collection, one file per page, both languages in each. */
export function pagesCollection(): CmsCollection {
  return {
    name: PAGES_COLLECTION,
    label: 'Páginas',
    label_singular: 'Página',
    description:
      'Os textos das suas páginas, em português e em inglês: a página inicial, «Sobre», o percurso, os valores, a mentoria, a imersão e as páginas legais.',
    format: 'json',
    extension: 'json',
    i18n: { structure: 'single_file', locales: ['pt', 'en'], default_locale: 'pt' },
    files: PAGE_NAMES.map(pageFile),
  } as CmsCollection;
}
