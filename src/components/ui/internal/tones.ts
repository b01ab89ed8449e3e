import type { DefaultTheme } from 'styled-components';
import type { IconName } from '../Icon';

export type StatusTone = 'success' | 'error' | 'info' | 'warning';

/** Foreground / soft background pairs of the status tones (all AA on each other). */
export function statusColors(theme: DefaultTheme, tone: StatusTone): { fg: string; bg: string } {
  switch (tone) {
    case 'success':
      return { fg: theme.colors.success, bg: theme.colors.successSoft };
    case 'error':
      return { fg: theme.colors.danger, bg: theme.colors.dangerSoft };
    case 'warning':
      return { fg: theme.colors.warning, bg: theme.colors.warningSoft };
    default:
      return { fg: theme.colors.info, bg: theme.colors.infoSoft };
  }
}

export const statusIcon: Record<StatusTone, IconName> = {
  success: 'check',
  error: 'alert',
  info: 'info',
  warning: 'alert',
};
