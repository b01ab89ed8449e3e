export { NavDropdown, type NavDropdownProps } from './NavDropdown';
export { itemStyles as navDropdownItemStyles } from './NavDropdown.styles';
