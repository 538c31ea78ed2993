import { suggestionEffects } from '@portfolio/terminal-ui/engine/suggest';
import { suggestArgument } from '@portfolio/terminal-ui/engine/suggestArgument';
import type { Effect } from '@portfolio/terminal-ui/engine/types';

/**
 * "Did you mean" for a directory, file or item the screens do not have (`cat: reedme.txt: No such
 * file or directory`, then `Did you mean: readme.txt?`). Names compare as the screens look them up
 * (any case, a trailing slash or `.txt` left out) and as written, and a name the typed word starts
 * counts too (`open pocket` → `pocket-oscilloscope`): the rules are terminal-ui's `suggestArgument`.
 */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/\/+$/, '').replace(/\.txt$/, '');
}

/** The `Did you mean` line for `typed` among `names` (none when nothing is close); a click fills `toInput(name)`. */
export function didYouMeanName(typed: string, names: readonly string[], toInput: (name: string) => string): Effect[] {
  return suggestionEffects(suggestArgument(typed, names, { key: nameKey }), toInput);
}
