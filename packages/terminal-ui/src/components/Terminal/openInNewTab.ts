import { link, outputLine, text } from '../../engine/output';
import type { NewOutputLine } from '../../engine/types';

/** What the terminal prints before a link it could not open itself. */
export const CLICK_TO_OPEN = 'Click to open: ';

/** The line that hands the visitor a link the browser would not open in a new tab: one click opens it. */
export const clickToOpenLine = (url: string): NewOutputLine => outputLine(text(CLICK_TO_OPEN, 'muted'), link(url, url));

/** What a browser says of the visitor's last click or key (the User Activation API); absent in older browsers. */
export interface UserActivationState {
  readonly isActive: boolean;
}

/**
 * Opens `url` in a new tab without an opener, as a link with `target="_blank"` would. A browser opens
 * a tab only within a few seconds of the visitor's click or key (transient activation): a line typed
 * while the terminal's machine was still loading runs when it arrives, possibly later than that,
 * and the browser would then block the tab without a word (with `noopener`, `window.open` returns
 * null either way). So when the browser says that moment has passed, nothing is opened and the line
 * to print instead is returned: the link itself, for the visitor to click.
 */
export function openInNewTab(
  url: string,
  activation: UserActivationState | undefined = typeof navigator === 'undefined' ? undefined : navigator.userActivation,
  open: (url: string) => void = (target) => void window.open(target, '_blank', 'noopener,noreferrer'),
): NewOutputLine | null {
  if (activation?.isActive === false) return clickToOpenLine(url);
  open(url);
  return null;
}
