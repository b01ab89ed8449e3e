import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RuleName } from '@/i18n/voice';

/** One piece of writing advice: the field as the editor sees it, its language, the rule and the text. */
export interface VoiceNote {
  field: string;
  lang: 'pt' | 'en';
  rule: RuleName;
  text: string;
}

export interface VoiceNotesProps {
  notes: readonly VoiceNote[];
}

const Panel = styled.aside`
  margin: 0;
  padding: 0.75rem 1rem;
  background: #eef4fb;
  color: #1b3a5c;
  border-bottom: 2px solid #3b6ea5;
  font:
    0.95rem/1.4 system-ui,
    sans-serif;

  h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }

  p {
    margin: 0 0 0.25rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }

  q {
    quotes: none;
    font-style: italic;
    overflow-wrap: anywhere;
  }
`;

/**
 * The site's writing rules (src/i18n/voice.ts) on the page being edited, above its preview: advice she may
 * follow, never a refusal, each naming the field and the language. Nothing when her texts follow every rule.
 */
export function VoiceNotes({ notes }: VoiceNotesProps) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <Panel aria-labelledby="voice-notes-title">
      <h2 id="voice-notes-title">{t('admin.voice.title')}</h2>
      <p>{t('admin.voice.intro')}</p>
      <ul>
        {notes.map((note) => (
          <li key={`${note.lang} ${note.field} ${note.rule}`}>
            {t('admin.voice.issue', {
              field: note.field,
              language: t(`admin.preview.languages.${note.lang}`),
              advice: t(`admin.voice.rules.${note.rule}`),
            })}{' '}
            <q>{note.text}</q>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
