import type { Publication } from './types';

/**
 * Articles and theses (product §3): 18 items, 8 of type 'tese' and 10 of type 'artigo'.
 * Texts under `catalog.publications.<id>`: title, description. Each has a PDF under /pdfs/publications/.
 */
function pub(
  id: number,
  type: Publication['type'],
  author: string,
  date_month: number,
  date_year: number,
  slug: string,
): Publication {
  return { id, key: `catalog.publications.${id}`, author, type, date_month, date_year, file: `/pdfs/publications/${slug}.pdf` };
}

export const publications: Publication[] = [
  pub(1, 'tese', 'Ana Rita Figueiredo', 7, 2012, 'processamento-sensorial-pre-termo'),
  pub(2, 'artigo', 'Joana Sequeira, Miguel Tavares', 3, 2016, 'integracao-sensorial-revisao-evidencia'),
  pub(3, 'tese', 'Mariana Lopes Carvalho', 11, 2015, 'perfil-sensorial-avd-autismo'),
  pub(4, 'artigo', 'Ricardo Almeida Nunes', 9, 2018, 'modulacao-sensorial-sala-de-aula'),
  pub(5, 'artigo', 'Cláudia Marques Pinheiro, Ana Rita Figueiredo', 5, 2013, 'brincar-como-ocupacao'),
  pub(6, 'tese', 'João Pedro Antunes', 6, 2017, 'integracao-sensorial-contexto-escolar'),
  pub(7, 'artigo', 'Larissa Mendes Duarte, Paula Ribeiro Costa', 2, 2021, 'estrategias-sensoriais-sono-autismo'),
  pub(8, 'tese', 'Beatriz Sousa Monteiro', 12, 2019, 'qualidade-vida-familiar-processamento-sensorial'),
  pub(9, 'artigo', 'Henrique Salgado, Inês Carvalho Rocha', 10, 2021, 'teleconsulta-to-pediatrica-pandemia'),
  pub(10, 'tese', 'Inês Carvalho Rocha', 4, 2020, 'validacao-questionario-brincar'),
  pub(11, 'artigo', 'Sónia Ferraz Lobo', 1, 2019, 'hipersensibilidade-auditiva-escola'),
  pub(12, 'tese', 'Catarina Vieira Pinto', 9, 2011, 'praxis-coordenacao-motora'),
  pub(13, 'artigo', 'Tiago Gomes Rebelo, Marta Quintela', 4, 2014, 'escrita-manual-motricidade-fina'),
  pub(14, 'artigo', 'Filipa Guerreiro Matias, João Pedro Antunes', 6, 2023, 'fidelidade-intervencao-integracao-sensorial'),
  pub(15, 'tese', 'Larissa Mendes Duarte', 8, 2022, 'seletividade-alimentar-sensibilidade-oral'),
  pub(16, 'artigo', 'Daniela Fontes Varela', 11, 2010, 'participacao-lazer-perturbacao-desenvolvimento'),
  pub(17, 'tese', 'Filipa Guerreiro Matias', 3, 2024, 'intervencao-precoce-praticas-centradas-familia'),
  pub(18, 'artigo', 'Patrícia Moura Leal, Catarina Lemos Azevedo', 2, 2025, 'autonomia-no-vestir-programa-treino'),
];

export function getPublication(id: number | string): Publication | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return publications.find((publication) => publication.id === n);
}
