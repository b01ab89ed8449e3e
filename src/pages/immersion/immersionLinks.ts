import { paths } from '@/config/routes';

/** 'More info' of an immersion format: the contact page with the format named in the subject (?subject=). */
export function immersionFormatHref(formatTitle: string): string {
  return `${paths.contact}?subject=${encodeURIComponent(formatTitle)}`;
}
