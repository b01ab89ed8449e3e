import styled, { css, type DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';

export type StrengthLevelValue = 0 | 1 | 2 | 3 | 4 | 5;

export interface StrengthChecks {
  length: boolean;
  longLength: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

const LEVEL_KEYS = ['veryWeak', 'weak', 'moderate', 'strong', 'veryStrong', 'excellent'] as const;
const RULES: (keyof StrengthChecks)[] = ['length', 'upper', 'lower', 'digit', 'special', 'longLength'];
const SEGMENTS = 5;

function levelColor(theme: DefaultTheme, level: number): string {
  if (level <= 1) return theme.colors.danger;
  if (level === 2) return theme.colors.warning;
  if (level === 3) return theme.colors.info;
  return theme.colors.success;
}

const Panel = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
    border: 1px solid ${theme.colors.border};
  `,
);

const Header = styled.p(
  ({ theme }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const LevelText = styled.span<{ $level: number }>(
  ({ theme, $level }) => css`
    color: ${levelColor(theme, $level)};
  `,
);

const Meter = styled.div(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(${SEGMENTS}, 1fr);
    gap: ${theme.space[1]};
  `,
);

const Segment = styled.span<{ $on: boolean; $level: number }>(
  ({ theme, $on, $level }) => css`
    height: 0.5rem;
    border-radius: ${theme.radii.pill};
    background: ${$on ? levelColor(theme, $level) : theme.colors.border};
    transition: background ${theme.transitions.normal};
    ${theme.media.reducedMotion} {
      transition: none;
    }
  `,
);

const Rules = styled.ul(
  ({ theme }) => css`
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space[1]} ${theme.space[4]};
    font-size: ${theme.fontSizes.sm};
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
);

const Rule = styled.li<{ $met: boolean }>(
  ({ theme, $met }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    color: ${$met ? theme.colors.success : theme.colors.textMuted};
    svg {
      flex-shrink: 0;
      margin-top: 0.15em;
    }
  `,
);

export interface PasswordStrengthPanelProps {
  /** 0 very weak … 5 excellent. */
  level: StrengthLevelValue;
  /** Which rules the password meets. */
  checks: StrengthChecks;
  id?: string;
}

/** Strength meter (5 segments, 6 labelled levels) and the checklist of password rules. */
export function PasswordStrengthPanel({ level, checks, id }: PasswordStrengthPanelProps) {
  const { t } = useTranslation();
  const label = t(`strength.levels.${LEVEL_KEYS[level]}`);
  return (
    <Panel id={id}>
      <Header>
        <span>{t('strength.title')}</span>
        <LevelText $level={level} aria-hidden="true">
          {label}
        </LevelText>
      </Header>
      <Meter
        role="meter"
        aria-label={t('strength.title')}
        aria-valuemin={0}
        aria-valuemax={SEGMENTS}
        aria-valuenow={level}
        aria-valuetext={label}
      >
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <Segment key={i} $on={i < level} $level={level} />
        ))}
      </Meter>
      <p className="visually-hidden" aria-live="polite">
        {t('strength.value', { level: label })}
      </p>
      <Rules aria-label={t('strength.rulesTitle')}>
        {RULES.map((rule) => (
          <Rule key={rule} $met={checks[rule]}>
            <Icon name={checks[rule] ? 'check' : 'minus'} size={16} />
            <span>
              {t(`strength.rules.${rule}`)}
              <span className="visually-hidden">: {checks[rule] ? t('strength.met') : t('strength.notMet')}</span>
            </span>
          </Rule>
        ))}
      </Rules>
    </Panel>
  );
}
