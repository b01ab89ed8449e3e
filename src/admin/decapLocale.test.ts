import { describe, expect, it } from 'vitest';
import { DECAP_PHRASES_PT, withPhrases } from './decapLocale';

describe("Decap's Portuguese phrases", () => {
  it('gain the missing ones and keep every other', () => {
    const base = { editor: { editorControlPane: { i18n: { writingInLocale: 'Escrevendo em %{locale}' } } }, app: { x: 'y' } };
    expect(withPhrases(base, DECAP_PHRASES_PT)).toEqual({
      editor: {
        editorControlPane: {
          i18n: {
            writingInLocale: 'Escrevendo em %{locale}',
            copyFromLocale: 'Preencher a partir de outra língua',
            copyFromLocaleConfirm: 'Preencher com o texto em %{locale}?\nO que está escrito nesta língua será substituído.',
          },
        },
      },
      app: { x: 'y' },
    });
    // The phrases Decap had are not changed in place.
    expect(base.editor.editorControlPane.i18n).toEqual({ writingInLocale: 'Escrevendo em %{locale}' });
  });
});
