export { StatusBadge, statusVariant } from './StatusBadge';
export type { StatusBadgeProps, StatusVariant } from './StatusBadge';
