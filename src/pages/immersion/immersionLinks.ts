import { immersionSubjectHref } from '../contact/subjects';

/** 'More info' of the immersion format at this position: the contact page with its stable subject key (?subject=immersion-{id}). */
export function immersionFormatHref(position: number): string {
  return immersionSubjectHref(position);
}
