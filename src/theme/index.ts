export { theme } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { fontFacesTag, installFontFaces } from './fonts';
