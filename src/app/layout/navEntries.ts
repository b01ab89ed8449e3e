import type { TFunction } from 'i18next';
import type { NavEntry } from '@/components/layout';
import { paths, sectionIds, to } from '@/config/routes';

/**
 * The header's menu (product §2 "Navbar and header", "Home sections"): Trainings and Resources dropdowns,
 * the #about anchor and Contact. Home anchors (#about, #cursos, #mentorias, #imersoes, #livros,
 * #lancamentos) scroll on / and otherwise navigate to /#id.
 */
export function navEntries(t: TFunction): NavEntry[] {
  return [
    {
      kind: 'dropdown',
      id: 'trainings',
      label: t('nav.trainings'),
      items: [
        { id: 'courses', label: t('nav.courses'), to: to.homeSection(sectionIds.courses) },
        { id: 'mentorships', label: t('nav.mentorships'), to: to.homeSection(sectionIds.mentorships) },
        { id: 'immersions', label: t('nav.immersions'), to: to.homeSection(sectionIds.immersions) },
        { id: 'launches', label: t('nav.launches'), to: to.homeSection(sectionIds.launches) },
      ],
    },
    {
      kind: 'dropdown',
      id: 'resources',
      label: t('nav.resources'),
      items: [
        { id: 'books', label: t('nav.books'), to: to.homeSection(sectionIds.books) },
        { id: 'publications', label: t('nav.publications'), to: paths.publications },
        { id: 'values', label: t('nav.values'), to: paths.values },
        { id: 'about', label: t('nav.about'), to: paths.about },
      ],
    },
    { kind: 'link', id: 'meet', label: t('nav.meet'), to: to.homeSection(sectionIds.about) },
    { kind: 'link', id: 'contact', label: t('nav.contact'), to: paths.contact },
  ];
}
