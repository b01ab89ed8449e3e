import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FlagGB, FlagPT } from '@/components/ui';
import { focusRing, TOUCH } from '../internal/styles';
import type { LanguageCode } from '../types';

const Group = styled.div(
  ({ theme }) => css`
    display: inline-flex;
    gap: ${theme.space[1]};
    padding: 2px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
  `,
);

const Option = styled.button(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-height: calc(${TOUCH} - 6px);
    min-width: calc(${TOUCH} - 6px);
    padding: 0 ${theme.space[2]};
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.04em;
    cursor: pointer;
    transition: background-color ${theme.transitions.fast};
    svg {
      border-radius: 2px;
      box-shadow: 0 0 0 1px ${theme.colors.border};
    }
    &:hover {
      background: ${theme.colors.surfaceAlt};
      color: ${theme.colors.text};
    }
    &[aria-pressed='true'] {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
    ${focusRing(theme)}
  `,
);

export interface LanguageSwitchProps {
  /** The active language. */
  language: LanguageCode;
  onChange: (language: LanguageCode) => void;
}

/** PT / EN toggle buttons with flags; the pressed one is the active language. (Product §1.) */
export function LanguageSwitch({ language, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const options = [
    { code: 'pt' as const, short: t('languages.ptShort'), name: t('languages.pt'), Flag: FlagPT },
    { code: 'en' as const, short: t('languages.enShort'), name: t('languages.en'), Flag: FlagGB },
  ];
  return (
    <Group role="group" aria-label={t('languages.label')} data-testid="language-switch">
      {options.map(({ code, short, name, Flag }) => (
        <Option
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => language !== code && onChange(code)}
        >
          <Flag size={20} />
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{name}</span>
        </Option>
      ))}
    </Group>
  );
}
