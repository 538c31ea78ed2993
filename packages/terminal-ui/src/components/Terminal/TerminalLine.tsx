import { memo, type MouseEvent, type ReactNode } from 'react';
import type { OutputLine, OutputSegment, TextRange } from '../../engine/types';
import { PromptText } from './PromptText';
import { SlotContent } from './slots';
import styles from './Terminal.module.css';

export interface LineActions {
  /** A `navigate` entry was clicked. */
  readonly onNavigate: (to: string) => void;
  /** A `fill` entry was clicked. */
  readonly onFill: (input: string) => void;
}

// A plain left click is handled in-app; modified and middle clicks keep the browser's behaviour
// (new tab, new window), which is why navigate entries are real links.
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** `text` with its highlighted runs (a search's matches) as `<mark>`s; ranges out of order or bounds are skipped. */
function withHighlights(text: string, highlights: readonly TextRange[] | undefined): ReactNode {
  if (!highlights?.length) return text;
  const parts: ReactNode[] = [];
  let done = 0;
  for (const { start, end } of highlights) {
    if (start < done || end <= start || end > text.length) continue;
    if (start > done) parts.push(text.slice(done, start));
    parts.push(
      <mark key={start} className={styles.highlight}>
        {text.slice(start, end)}
      </mark>,
    );
    done = end;
  }
  if (done < text.length) parts.push(text.slice(done));
  return parts;
}

function Segment({ segment, actions }: { segment: OutputSegment; actions: LineActions }) {
  switch (segment.kind) {
    case 'text': {
      const marks = segment.marks?.map((mark) => styles[`mark-${mark}`]) ?? [];
      return <span className={[styles[`tone-${segment.tone ?? 'normal'}`], ...marks].join(' ')}>{segment.text}</span>;
    }
    case 'link':
      return segment.external === false ? (
        <a className={styles.link} href={segment.href}>
          {segment.text}
        </a>
      ) : (
        <a className={styles.link} href={segment.href} target="_blank" rel="noopener noreferrer">
          {segment.text}
        </a>
      );
    case 'navigate':
      return (
        <a
          className={styles.entry}
          data-kind="navigate"
          href={segment.to}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            actions.onNavigate(segment.to);
          }}
        >
          {withHighlights(segment.text, segment.highlights)}
        </a>
      );
    case 'fill':
      return (
        <button type="button" className={styles.entry} data-kind="fill" onClick={() => actions.onFill(segment.input)}>
          {segment.text}
        </button>
      );
    case 'slot':
      return <SlotContent slot={segment.slot} text={segment.text} />;
  }
}

export interface TerminalLineProps {
  line: OutputLine;
  actions: LineActions;
}

/**
 * One printed line. Memoised: with stable `actions`, a line renders once, however long the log and
 * however much is typed.
 */
export const TerminalLine = memo(function TerminalLine({ line, actions }: TerminalLineProps) {
  if (line.kind === 'echo') {
    return (
      <div className={styles.line} data-kind="echo">
        <PromptText prompt={line.prompt} /> <span className={styles.echoInput}>{line.input}</span>
      </div>
    );
  }
  return (
    <div className={styles.line} data-kind="output">
      {line.segments.map((segment, index) => (
        <Segment key={index} segment={segment} actions={actions} />
      ))}
    </div>
  );
});

/** Lines per memoised block: a new line re-renders one block, never the whole log. Keep `.block`'s intrinsic size in step. */
export const LINE_BLOCK_SIZE = 64;

/** Groups lines into blocks by id (ids only grow), so dropping the oldest line leaves later blocks intact. */
export function lineBlocks(lines: readonly OutputLine[], size: number = LINE_BLOCK_SIZE): { key: number; lines: OutputLine[] }[] {
  const blocks: { key: number; lines: OutputLine[] }[] = [];
  for (const line of lines) {
    const key = Math.floor(line.id / size);
    const last = blocks[blocks.length - 1];
    if (last && last.key === key) last.lines.push(line);
    else blocks.push({ key, lines: [line] });
  }
  return blocks;
}

const sameLines = (a: readonly OutputLine[], b: readonly OutputLine[]) => a.length === b.length && a.every((line, index) => line === b[index]);

/** A run of lines in one element, which the browser can skip while it is off screen (see `.block`). */
const LineBlock = memo(
  function LineBlock({ lines, actions }: { lines: readonly OutputLine[]; actions: LineActions }) {
    return (
      <div className={styles.block}>
        {lines.map((line) => (
          <TerminalLine key={line.id} line={line} actions={actions} />
        ))}
      </div>
    );
  },
  (previous, next) => previous.actions === next.actions && sameLines(previous.lines, next.lines),
);

/**
 * The log's rows; skipped entirely when only the input changed. A new line costs React one block
 * of LINE_BLOCK_SIZE rows, not one comparison per row of a 5,000-line log.
 */
export const TerminalLines = memo(function TerminalLines({
  lines,
  actions,
}: {
  lines: readonly OutputLine[];
  actions: LineActions;
}) {
  return lineBlocks(lines).map((block) => <LineBlock key={block.key} lines={block.lines} actions={actions} />);
});
