export * from './CourseCard';
export * from './PrintedBookCard';
export * from './EbookCard';
export * from './WishlistHeart';
export * from './BookCardFrame';
