export * from './AvailabilityBadge';
