import { paths } from '@/config/routes';

/** Where 'Comprar Agora' goes: the contact page with the launch's title as the subject (the contact form reads ?subject=). */
export function launchContactHref(title: string): string {
  return `${paths.contact}?subject=${encodeURIComponent(title)}`;
}

/** The launch index from the route: missing → 0 (SPEC §2); anything else must be a whole number. */
export function launchIndexFrom(param: string | undefined): string | number {
  return param === undefined || param === '' ? 0 : param;
}
