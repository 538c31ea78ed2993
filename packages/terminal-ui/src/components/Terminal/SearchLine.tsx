import { reverseSearchLabel, type ReverseSearchView } from '../../engine/reverseSearch';
import styles from './Terminal.module.css';

/**
 * Ctrl+R's line in place of the prompt and input, as readline draws it:
 * `(reverse-i-search)'ca': cat readme.txt` (engine/reverseSearch's `formatReverseSearch`), the
 * cursor on the quote after the query. The query is typed in the input, which stays focused but
 * is hidden meanwhile. A polite status, so a screen reader hears what each query finds.
 */
export function SearchLine({ search }: { search: ReverseSearchView }) {
  return (
    <span className={styles.searchLine} role="status" data-testid="reverse-search">
      {reverseSearchLabel(search.failed)}
      {"'"}
      {search.query}
      <span className={styles.searchCursor}>{"'"}</span>
      {': '}
      {search.line}
    </span>
  );
}
