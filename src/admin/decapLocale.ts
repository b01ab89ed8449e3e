/**
 * Decap's own words for the editor's language: its Portuguese phrases leave a few of the admin's screens in
 * English (the buttons that copy a text from the other language). These fill them in, in the European
 * Portuguese of the rest of the admin; Decap's other phrases stay its own.
 */
export const DECAP_PHRASES_PT = {
  editor: {
    editorControlPane: {
      i18n: {
        copyFromLocale: 'Preencher a partir de outra língua',
        copyFromLocaleConfirm: 'Preencher com o texto em %{locale}?\nO que está escrito nesta língua será substituído.',
      },
    },
  },
};

type Phrases = { [key: string]: string | Phrases };

/** `base` with `extra` laid over it, branch by branch: only the phrases `extra` names change. */
export function withPhrases(base: Phrases | undefined, extra: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'string' || typeof current !== 'object' ? value : withPhrases(current, value);
  }
  return merged;
}
