import { NOT_CONFIGURED } from '../../config/defaults';
import type { HomeLink } from './homeLinks';
import styles from './Home.module.css';

export interface HomeLinkItemProps {
  link: HomeLink;
  label: string;
  className?: string;
}

/** A link of the home; one the owner has not configured reads as plain text, never as a dead link. */
export function HomeLinkItem({ link, label, className }: HomeLinkItemProps) {
  if (link.href === '') {
    return (
      <span className={[className, styles.unset].filter(Boolean).join(' ')} title={NOT_CONFIGURED}>
        {label}
        <span className={styles.srOnly}> {NOT_CONFIGURED}</span>
      </span>
    );
  }
  return link.external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className={styles.srOnly}> (opens in a new tab)</span>
    </a>
  ) : (
    <a className={className} href={link.href}>
      {label}
    </a>
  );
}
