export { UserMenu, useUserGreeting, type UserMenuProps } from './UserMenu';
