/** Navigation: the only code in src/ that runs the header's menus machine. */
export { useNavMenus, type NavMenus } from './useNavMenus';
