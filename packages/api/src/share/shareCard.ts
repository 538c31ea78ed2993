import { SHARE_FONT_ADVANCE_EM, SHARE_FONT_FAMILY } from './fonts';
import { escapeXml } from '../seo/xml';
import { cells, columns, plainText } from './plainText';
import { darkShareTheme, type ShareTheme } from './shareTheme';
import { ELLIPSIS, wrapLines } from './wrapLines';

export type ShareCardKind = 'post' | 'project' | 'review' | 'site';

/** What one page's Open Graph image shows. Every string is untrusted and may be anything. */
export interface ShareCard {
  readonly kind: ShareCardKind;
  readonly title: string;
  readonly ownerName: string;
  /** The prompt's working directory: `~`, `~/writing`, `~/projects`, `~/art/music`. */
  readonly path: string;
  /** What the prompt ran: `cat pocket-oscilloscope.md`. */
  readonly command: string;
  /** A line under the title: a date, `software · completed`. */
  readonly detail?: string;
  /** The site's host name, shown as the site's prompts show it (`portfolio@{host}:~$`). Default `localhost`, as on the site. */
  readonly host?: string;
}

/** Part of every share image's version: bump it whenever a change here alters the pixels. */
export const RENDERER_VERSION = '1';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const KIND_LABELS: Record<ShareCardKind, string> = { post: 'writing', project: 'project', review: 'review', site: 'portfolio' };

const FRAME = { x: 24, y: 24, width: 1152, height: 582, radius: 16, stroke: 3 } as const;
const TITLE_BAR = { bottom: 80, dotY: 52, dotXs: [60, 86, 112], dotRadius: 8, labelY: 61, labelSize: 22, labelColumns: 60 } as const;
const CONTENT = { left: 72, right: 1128 } as const;
const PROMPT = { y: 142, size: 28 } as const;
const TITLE = { firstY: 226, lineHeight: 68, size: 54, maxLines: 3 } as const;
const DETAIL = { gap: 58, size: 28 } as const;
const FOOTER = { ruleY: 500, y: 556, size: 28 } as const;

const cellWidth = (fontSize: number) => fontSize * SHARE_FONT_ADVANCE_EM;
const columnsFor = (fontSize: number) => Math.floor((CONTENT.right - CONTENT.left) / cellWidth(fontSize));

/** Title columns: one is kept free at the end of the last line for the cursor. */
export const TITLE_COLUMNS = columnsFor(TITLE.size) - 1;

interface Segment {
  readonly text: string;
  readonly fill: string;
}

/** Segments cut to `maxColumns` columns in all; when cut, the last kept one ends in an ellipsis. */
function clipSegments(segments: readonly Segment[], maxColumns: number): Segment[] {
  if (segments.reduce((sum, segment) => sum + columns(segment.text), 0) <= maxColumns) return [...segments];
  const clipped: Segment[] = [];
  let budget = maxColumns - 1;
  for (const segment of segments) {
    const segmentCells = cells(segment.text);
    if (segmentCells.length < budget) {
      clipped.push(segment);
      budget -= segmentCells.length;
      continue;
    }
    clipped.push({ ...segment, text: segmentCells.slice(0, budget).join('').trimEnd() + ELLIPSIS });
    break;
  }
  return clipped;
}

function text(x: number, y: number, size: number, segments: readonly Segment[], extra = ''): string {
  const spans = segments.map((segment) => `<tspan fill="${segment.fill}">${escapeXml(segment.text)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-size="${size}"${extra}>${spans}</text>`;
}

/**
 * The 1200×630 Open Graph image of a page as SVG, in the site's terminal look: a window, the
 * prompt that "opened" the page, its title, and who and what it is. Pure: the same card and theme
 * give the same bytes.
 */
export function shareCardSvg(card: ShareCard, theme: ShareTheme = darkShareTheme): string {
  const host = plainText(card.host ?? '') || 'localhost';
  const kind = KIND_LABELS[card.kind];
  const promptColumns = columnsFor(PROMPT.size);

  const prompt = clipSegments(
    [
      { text: `portfolio@${host}`, fill: theme.primary },
      { text: ':', fill: theme.text },
      { text: plainText(card.path), fill: theme.secondary },
      { text: '$ ', fill: theme.text },
      { text: plainText(card.command), fill: theme.text },
    ],
    promptColumns,
  );

  const titleLines = wrapLines(plainText(card.title), TITLE_COLUMNS, TITLE.maxLines);
  const titleY = (line: number) => TITLE.firstY + line * TITLE.lineHeight;
  const lastLine = Math.max(titleLines.length - 1, 0);
  const cursorX = CONTENT.left + columns(titleLines[lastLine] ?? '') * cellWidth(TITLE.size);

  const detail = plainText(card.detail ?? '');
  const footerKind = [{ text: kind, fill: theme.accent }];
  const owner = clipSegments([{ text: plainText(card.ownerName), fill: theme.secondary }], promptColumns - columns(kind) - 2);

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}" font-family="${SHARE_FONT_FAMILY}" xml:space="preserve">`,
    `<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="${theme.bg}"/>`,
    `<rect x="${FRAME.x}" y="${FRAME.y}" width="${FRAME.width}" height="${FRAME.height}" rx="${FRAME.radius}" fill="${theme.bg}" stroke="${theme.border}" stroke-width="${FRAME.stroke}"/>`,
    `<line x1="${FRAME.x}" y1="${TITLE_BAR.bottom}" x2="${FRAME.x + FRAME.width}" y2="${TITLE_BAR.bottom}" stroke="${theme.border}" stroke-width="${FRAME.stroke}"/>`,
    ...TITLE_BAR.dotXs.map((x) => `<circle cx="${x}" cy="${TITLE_BAR.dotY}" r="${TITLE_BAR.dotRadius}" fill="${theme.accent}"/>`),
    text(SHARE_CARD_WIDTH / 2, TITLE_BAR.labelY, TITLE_BAR.labelSize, clipSegments([{ text: host, fill: theme.accent }], TITLE_BAR.labelColumns), ' text-anchor="middle"'),
    text(CONTENT.left, PROMPT.y, PROMPT.size, prompt),
    ...titleLines.map((line, index) => text(CONTENT.left, titleY(index), TITLE.size, [{ text: line, fill: theme.primary }], ' font-weight="bold"')),
    // A block cursor where the next character would go; an Open Graph image cannot blink.
    `<rect x="${cursorX.toFixed(2)}" y="${titleY(lastLine) - TITLE.size * 0.76}" width="${cellWidth(TITLE.size).toFixed(2)}" height="${TITLE.size * 0.92}" fill="${theme.primary}"/>`,
    detail ? text(CONTENT.left, titleY(lastLine) + DETAIL.gap, DETAIL.size, clipSegments([{ text: detail, fill: theme.secondary }], promptColumns)) : '',
    `<line x1="${CONTENT.left}" y1="${FOOTER.ruleY}" x2="${CONTENT.right}" y2="${FOOTER.ruleY}" stroke="${theme.accent}" stroke-width="1"/>`,
    text(CONTENT.left, FOOTER.y, FOOTER.size, owner),
    text(CONTENT.right, FOOTER.y, FOOTER.size, footerKind, ' text-anchor="end"'),
    '</svg>',
  ];
  return parts.filter(Boolean).join('\n');
}
