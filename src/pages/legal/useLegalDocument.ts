import { useTranslation } from 'react-i18next';
import type { LegalDocumentProps, LegalSection } from '@/components/content/LegalDocument';
import { config } from '@/config/env';
import { formatShortDate } from '@/lib/format';

export type LegalDoc = 'privacy' | 'cookies' | 'terms';

/** product §2 "Legal pages": 9, 6 and 8 numbered sections, all dated 02/04/2025 as shipped (the educator edits them). */
export const LEGAL_SECTION_COUNTS: Record<LegalDoc, number> = { privacy: 9, cookies: 6, terms: 8 };

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * Sections are stored as { "1": {...}, "2": {...} } (objects keep every text a plain string for the
 * translation checks). Translations are data from the network: keep only well-formed sections, in order.
 */
export function toSections(value: unknown): LegalSection[] {
  if (!value || typeof value !== 'object') return [];
  const list = Array.isArray(value)
    ? value
    : Object.entries(value as Record<string, unknown>)
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, section]) => section);
  return list.flatMap((raw): LegalSection[] => {
    if (!raw || typeof raw !== 'object') return [];
    const record = raw as Record<string, unknown>;
    if (typeof record.heading !== 'string') return [];
    return [
      {
        heading: record.heading,
        paragraphs: strings(record.paragraphs),
        items: strings(record.items),
        after: strings(record.after),
      },
    ];
  });
}

/**
 * Props for LegalDocument from the `legal` namespace (the educator's page texts and the date she last changed
 * them, content/pages), with the provider's name and email filled in.
 */
export function useLegalDocument(doc: LegalDoc): Omit<LegalDocumentProps, 'children'> {
  const { t, i18n } = useTranslation();
  const values = { name: config.providerName, email: config.contactEmail };
  const updated = t(`legal.${doc}.updated`);
  return {
    idPrefix: doc,
    title: t(`legal.${doc}.title`),
    updatedLabel: t('legal.lastUpdated'),
    updatedDate: formatShortDate(updated, i18n.resolvedLanguage ?? i18n.language),
    updatedDateTime: updated,
    intro: strings(t(`legal.${doc}.intro`, { returnObjects: true, ...values }) as unknown) ?? [],
    tocTitle: t('legal.toc'),
    sections: toSections(t(`legal.${doc}.sections`, { returnObjects: true, ...values }) as unknown),
    linkEmail: config.contactEmail,
  };
}
