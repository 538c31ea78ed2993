import { Lightbox } from '@portfolio/terminal-ui/components/Lightbox';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { lightboxImage } from '../media/lightboxImage';
import { codeTextOf, copyText } from './copyCode';
import { COPY_ATTRIBUTE, COPY_LABEL, LIGHTBOX_ATTRIBUTE } from './markdownMarks';
import styles from './MarkdownContent.module.css';

/** Set on a copy button for a moment after it copied (the styles show "copied"). */
export const COPIED_ATTRIBUTE = 'data-copied';
const COPIED_LABEL = `${COPY_LABEL}, copied`;

/** What the live region says after a copy. */
export const COPIED_MESSAGE = 'Copied';
export const COPY_FAILED_MESSAGE = 'Copy failed';
/** How long "Copied" stays (said and shown), so that copying again is said again. */
export const COPIED_SHOWN_MS = 2000;

interface OpenImages {
  readonly urls: readonly string[];
  readonly alts: readonly string[];
  readonly index: number;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * What a block of rendered Markdown does when clicked, whether React built its elements or it is the
 * server's HTML kept through hydration (`serverMarkdown.ts`): one listener on the block, reading the
 * markup's own marks. An image's link opens the block's images in the project gallery's lightbox
 * (without scripts the link opens the image file); a code block's button copies its code and says
 * "Copied" in a live region. `overlay` is that region and the open lightbox, placed after the block.
 */
export function useMarkdownActions(label: string): { onClick: (event: MouseEvent<HTMLElement>) => void; overlay: ReactNode } {
  const [open, setOpen] = useState<OpenImages | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copied = useCallback((button: HTMLElement, ok: boolean) => {
    window.clearTimeout(timer.current);
    setMessage(ok ? COPIED_MESSAGE : COPY_FAILED_MESSAGE);
    if (ok) {
      button.setAttribute(COPIED_ATTRIBUTE, '');
      button.setAttribute('aria-label', COPIED_LABEL);
    }
    timer.current = window.setTimeout(() => {
      setMessage('');
      button.removeAttribute(COPIED_ATTRIBUTE);
      button.setAttribute('aria-label', COPY_LABEL);
    }, COPIED_SHOWN_MS);
  }, []);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target instanceof Element ? event.target : null;
      const copy = target?.closest<HTMLElement>(`[${COPY_ATTRIBUTE}]`);
      if (copy) {
        event.preventDefault();
        void copyText(codeTextOf(copy)).then((ok) => copied(copy, ok));
        return;
      }
      const link = target?.closest<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTE}]`);
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTE}]`)];
      setOpen({
        urls: links.map((each) => each.getAttribute(LIGHTBOX_ATTRIBUTE) ?? ''),
        alts: links.map((each) => each.querySelector('img')?.alt ?? ''),
        index: Math.max(0, links.indexOf(link)),
      });
    },
    [copied],
  );

  const overlay = (
    <>
      <p className={styles.srOnly} role="status">
        {message}
      </p>
      {open !== null && (
        <Lightbox
          images={open.urls.map(lightboxImage)}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
          label={label}
          altText={(index, total) => open.alts[index]?.trim() || `${label}, image ${index + 1} of ${total}`}
        />
      )}
    </>
  );
  return { onClick, overlay };
}
