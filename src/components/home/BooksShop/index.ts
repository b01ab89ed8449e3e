export { BooksShop, BOOKS_TABS } from './BooksShop';
export type { BooksShopProps, BooksTab, ShopBook } from './BooksShop';
