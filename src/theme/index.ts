export { theme } from './theme';
export type { AppTheme } from './theme';
export { globalStyleTag, installGlobalStyle } from './globalStyle';
export { fontFacesTag, installFontFaces } from './fonts';
