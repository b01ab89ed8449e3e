import { SUBJECT_PARAMS, subjectTitleKey } from '@/config/contactSubjects';

/**
 * Contact page preselection: a launch's 'Comprar Agora' and an immersion format's 'more info' link to
 * /contact?subject=<known key> (see subjects.ts; ?assunto= is accepted too). The contact page form has
 * no subject field (product §7 sends {full_name, email, message}), so the subject becomes:
 * - a line above the form ("Assunto: …"), and
 * - a prefilled, editable message ("Olá! Tenho interesse em «…» e gostaria de receber mais informações…").
 * Only known keys count, shown through their translated title; free text and unknown keys are
 * ignored (the page opens as plain /contact).
 */
export type SubjectSource = { kind: 'key'; key: string };

export function readSubject(params: URLSearchParams): SubjectSource | null {
  for (const name of SUBJECT_PARAMS) {
    const key = subjectTitleKey(params.get(name)?.trim());
    if (key) return { kind: 'key', key };
  }
  return null;
}
