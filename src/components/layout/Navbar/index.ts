export { Navbar, MOBILE_MENU_ID, type NavbarProps } from './Navbar';
