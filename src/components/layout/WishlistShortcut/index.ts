export { WishlistShortcut, type WishlistShortcutProps } from './WishlistShortcut';
