import type { TFunction } from 'i18next';
import type { PublicationLink } from '@/components/content/PublicationLinks';
import { publications } from '@/data/publications';
import type { Publication } from '@/data/types';
import { paths } from '@/config/routes';
import { formatMonthYear, intlLocale } from '@/lib/format';
import { publicationSearchHref } from '@/config/routes';

/** Newest first. */
function byDateDesc(a: Publication, b: Publication): number {
  return b.date_year - a.date_year || b.date_month - a.date_month || b.id - a.id;
}

/** Articles or theses from the publications data, newest first, as links to /artigos-teses (searching for each). */
export function publicationLinks(
  t: TFunction,
  lang: string | undefined,
  type: Publication['type'],
  limit?: number,
): PublicationLink[] {
  const list = publications.filter((p) => p.type === type).sort(byDateDesc);
  return list.slice(0, limit ?? list.length).map((p) => {
    const title = t(`${p.key}.title`);
    return {
      id: p.id,
      title,
      meta: t('aboutDetail.publicationMeta', {
        author: p.author,
        date: formatMonthYear(p.date_month, p.date_year, intlLocale(lang)),
      }),
      to: publicationSearchHref(paths.publications, title),
    };
  });
}

export function countOf(type: Publication['type']): number {
  return publications.filter((p) => p.type === type).length;
}
