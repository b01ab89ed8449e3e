/** Navigation: its only door (src/app/layout/SiteHeader runs it). The header's dropdowns and mobile menu. */
export { navMenusMachine, type DropdownId } from './navMenus.machine';
