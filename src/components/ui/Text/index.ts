export { Text } from './Text';
export type { TextProps, TextSize, TextTone } from './Text';
