import type { Launch } from '@/data/types';
import { launches } from '@/data/launches';
import { paths } from '@/config/routes';
import { launchSubjectHref } from '@/config/contactSubjects';

/** Where 'Comprar Agora' goes: the contact page with the launch's stable subject key (?subject=launch-{index}). */
export function launchContactHref(launch: Launch): string {
  const index = launches.indexOf(launch);
  return index >= 0 ? launchSubjectHref(index) : paths.contact;
}

/** The launch index from the route: missing → 0 (product §2); anything else must be a whole number. */
export function launchIndexFrom(param: string | undefined): string | number {
  return param === undefined || param === '' ? 0 : param;
}
