export { PageScroll } from './PageScroll';
export { keyFreshHistoryEntry, randomHistoryKey } from './scrollPolicy';
