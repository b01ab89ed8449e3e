import { getLaunch } from '@/data/launches';

/**
 * Contact page preselection (documented in the README): the launch page's 'Comprar Agora' links to
 * /contact?subject=<launch title or key> (also accepted: ?assunto=). The contact page form has no
 * subject field (SPEC §7 sends {full_name, email, message}), so the subject becomes:
 * - a line above the form ("Assunto: …"), and
 * - a prefilled, editable message ("Olá! Tenho interesse em «…» e gostaria de receber mais informações…").
 * The value may be a translation key of a launch ('catalog.launches.2'), a launch index ('2'), or
 * free text (a title). It is plain text only: control characters are removed, whitespace collapsed,
 * and it is cut at 120 characters; React escapes it when rendered.
 */
export const SUBJECT_PARAMS = ['subject', 'assunto'] as const;
export const MAX_SUBJECT_LENGTH = 120;

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export type SubjectSource = { kind: 'key'; key: string } | { kind: 'text'; text: string };

export function readSubject(params: URLSearchParams): SubjectSource | null {
  const raw = SUBJECT_PARAMS.map((name) => params.get(name)).find((v) => v !== null && v.trim() !== '');
  if (!raw) return null;
  const text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SUBJECT_LENGTH);
  if (!text) return null;
  const keyMatch = /^catalog\.launches\.(\d+)(?:\.title)?$/.exec(text);
  const index = keyMatch ? keyMatch[1] : /^\d+$/.test(text) ? text : undefined;
  if (index !== undefined) {
    const launch = getLaunch(index);
    if (launch) return { kind: 'key', key: `${launch.key}.title` };
    if (keyMatch) return null;
  }
  return { kind: 'text', text };
}
