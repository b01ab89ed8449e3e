export { CartShortcut, type CartShortcutProps } from './CartShortcut';
export { Shortcut, type ShortcutProps } from './Shortcut';
