import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { i18n } from '@/i18n';
import { basenameOf, localePath } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { PREVIEW_LANGUAGES, type PreviewLanguage } from './contentFile';

const Bar = styled.div(
  ({ theme }) => css`
    position: sticky;
    top: 0;
    z-index: 10;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[4]};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Toggle = styled.button<{ $active: boolean }>(
  ({ theme, $active }) => css`
    padding: ${theme.space[1]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    font: inherit;
    cursor: pointer;
    color: ${$active ? theme.colors.textInverse : theme.colors.text};
    background: ${$active ? theme.colors.primary : 'transparent'};
  `,
);

export const PreviewPart = styled.section(
  ({ theme }) => css`
    padding-block: ${theme.space[4]};
    & + & {
      border-top: 1px dashed ${theme.colors.border};
    }
    > h2 {
      margin: 0 ${theme.space[4]} ${theme.space[3]};
      font-family: ${theme.fonts.body};
      font-size: ${theme.fontSizes.sm};
      font-weight: ${theme.fontWeights.semibold};
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: ${theme.colors.textMuted};
    }
  `,
);

/** A card drawn at the width it has in the site's grids. */
export const CardSlot = styled.div(
  ({ theme }) => css`
    max-width: 380px;
    margin-inline: ${theme.space[4]};
  `,
);

/**
 * One copy of the site's i18n per language, made once: a copy made while rendering would be made again each
 * time the render waits for the language's texts (Suspense), and so wait for ever.
 */
const scopes = new Map<PreviewLanguage, typeof i18n>();
function scopeFor(language: PreviewLanguage): typeof i18n {
  let scoped = scopes.get(language);
  if (!scoped) {
    // Ready as it is made when the language's texts are loaded; a copy left to make itself ready later, i18next's
    // default, would have its first render wait for it, showing the Suspense fallback instead of the preview.
    scoped = i18n.cloneInstance({ lng: language, initAsync: false });
    scopes.set(language, scoped);
  }
  return scoped;
}

/**
 * The site's components in one language: the site's own i18n (a copy of its instance fixed to that language,
 * sharing the loaded translations, so the admin's other previews keep theirs) and a router in that language's
 * address space, as the pages have.
 */
export function LanguageScope({ language, children }: { language: PreviewLanguage; children: ReactNode }) {
  const scoped = scopeFor(language);
  return (
    <I18nextProvider i18n={scoped}>
      <MemoryRouter
        key={language}
        basename={basenameOf(language === 'en' ? 'en' : null)}
        initialEntries={[localePath('/', language)]}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </MemoryRouter>
    </I18nextProvider>
  );
}

export interface PreviewShellProps {
  language: PreviewLanguage;
  onLanguageChange: (language: PreviewLanguage) => void;
  /** The preview in the chosen language: drawn inside the site's i18n and router for it. */
  children: ReactNode;
}

/** Every preview's frame: a bar to switch the preview between the two languages, then the site's components. */
export function PreviewShell({ language, onLanguageChange, children }: PreviewShellProps) {
  const text = useAdminText();
  return (
    <>
      <Bar role="group" aria-label={text.languageGroup}>
        <strong>{text.preview}</strong>
        {PREVIEW_LANGUAGES.map((candidate) => (
          <Toggle
            key={candidate}
            type="button"
            $active={candidate === language}
            aria-pressed={candidate === language}
            onClick={() => onLanguageChange(candidate)}
          >
            {text.languages[candidate]}
          </Toggle>
        ))}
      </Bar>
      <LanguageScope language={language}>{children}</LanguageScope>
    </>
  );
}
