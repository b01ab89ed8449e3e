import { paths } from '@/config/routes';
import { launches } from '@/data/launches';

/**
 * The subjects the contact page accepts in ?subject= (also ?assunto=): a stable key per thing a
 * visitor can ask about, mapped to the translation key of its title. Anything else is ignored, so
 * a crafted link cannot put its own words on the page or in the prefilled message.
 *
 * - `launch-{index}`: a launch ('Comprar Agora' on /lancamento/{index}) -> catalog.launches.{index}.title
 * - `immersion-{id}`: an immersion format ('more info' on /imersoes and /imersao-details) ->
 *   immersion.formats.{position}.title
 */
export const SUBJECT_PARAMS = ['subject', 'assunto'] as const;

/** Immersion formats in the order of `immersion.formats` in the translations. */
export const IMMERSION_FORMAT_IDS = ['weekend', 'clinical', 'teams'] as const;
export type ImmersionFormatId = (typeof IMMERSION_FORMAT_IDS)[number];

const subjectTitleKeys: ReadonlyMap<string, string> = new Map([
  ...launches.map((launch, index) => [`launch-${index}`, `${launch.key}.title`] as const),
  ...IMMERSION_FORMAT_IDS.map((id, index) => [`immersion-${id}`, `immersion.formats.${index}.title`] as const),
]);

/** Every accepted subject key with its title's translation key. */
export function knownSubjects(): [subject: string, titleKey: string][] {
  return [...subjectTitleKeys.entries()];
}

/** The translation key of a known subject's title; null for anything else. */
export function subjectTitleKey(subject: string | null | undefined): string | null {
  return (subject && subjectTitleKeys.get(subject)) || null;
}

function contactHref(subject: string): string {
  return `${paths.contact}?${new URLSearchParams({ subject }).toString()}`;
}

/** 'Comprar Agora' of the launch at this index: /contact?subject=launch-{index}. */
export function launchSubjectHref(index: number): string {
  return contactHref(`launch-${index}`);
}

/** 'More info' of the immersion format at this position: /contact?subject=immersion-{id}; plain /contact if unknown. */
export function immersionSubjectHref(position: number): string {
  const id = IMMERSION_FORMAT_IDS[position];
  return id ? contactHref(`immersion-${id}`) : paths.contact;
}
