/** Navigation: the header's dropdowns and mobile menu (src/app/layout/SiteHeader runs it). */
export { navMenusMachine } from './navMenus.machine';
