import styles from './DraftNotice.module.css';

/** The line above a draft the owner opened: what visitors will see once it is published. */
export const DRAFT_NOTICE = 'Draft — visitors cannot see this';

/** Says the page shows a draft (only the owner, with their token, ever sees one). */
export function DraftNotice() {
  return (
    <p className={styles.notice} role="note">
      {DRAFT_NOTICE}
    </p>
  );
}
