export { RouteAnnouncer } from './RouteAnnouncer';
