// The marks rendered Markdown carries for its actions (markdownActions.tsx): the renderer writes
// them (CodeBlock.tsx, MarkdownParts.tsx), the actions find them. A module of their own, so that the
// renderer, loaded on demand, need not import the actions (build/chunks.ts).

/** Marks an image's link in rendered Markdown; its value is the image's stored URL. */
export const LIGHTBOX_ATTRIBUTE = 'data-lightbox';
/** Marks a code block's copy button. */
export const COPY_ATTRIBUTE = 'data-copy-code';

/**
 * A copy button's name; while it shows "copied" its name says so too, so that the name holds the
 * text one sees (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export const COPY_LABEL = 'Copy code';
