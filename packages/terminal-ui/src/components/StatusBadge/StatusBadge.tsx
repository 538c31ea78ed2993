import styles from './StatusBadge.module.css';

export type StatusVariant = 'completed' | 'in-progress' | 'planned';

/** completed and in-progress have their own looks; any other status looks planned. */
export function statusVariant(status: string): StatusVariant {
  const normalised = status.trim().toLowerCase();
  return normalised === 'completed' || normalised === 'in-progress' ? normalised : 'planned';
}

// A glyph as well as a colour, so the three looks differ without colour vision.
const GLYPH: Record<StatusVariant, string> = { completed: '●', 'in-progress': '◐', planned: '○' };

export interface StatusBadgeProps {
  /** A project's status; shown uppercase. */
  status: string;
}

/** A project's status as an uppercase badge: filled when completed, outlined when in progress, dashed otherwise. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const variant = statusVariant(status);
  return (
    <span className={styles.badge} data-variant={variant}>
      <span aria-hidden="true">{GLYPH[variant]} </span>
      {status.toUpperCase()}
    </span>
  );
}
