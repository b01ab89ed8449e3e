export {
  PasswordStrengthPanel,
  type PasswordStrengthPanelProps,
  type StrengthChecks,
  type StrengthLevelValue,
} from './PasswordStrengthPanel';
