import { suggest, suggestionEffects } from '@portfolio/terminal-ui/engine/suggest';
import type { Effect } from '@portfolio/terminal-ui/engine/types';

/**
 * "Did you mean" for a directory or file the screens do not have (`cat: reedme.txt: No such file or
 * directory`, then `Did you mean: readme.txt?`). Names compare as the screens look them up: any
 * case, a trailing slash or `.txt` left out.
 */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/\/+$/, '').replace(/\.txt$/, '');
}

/** The `Did you mean` line for `typed` among `names` (none when nothing is close); a click fills `toInput(name)`. */
export function didYouMeanName(typed: string, names: readonly string[], toInput: (name: string) => string): Effect[] {
  return suggestionEffects(suggest(typed, names, { normalize: nameKey }), toInput);
}
