import type { Effect, NewOutputLine, OutputSegment, OutputTone, ScreenEffect, TextMark, TextRange, ThemeName } from './types';

/** Builders for output segments, lines and effects, so commands read as data. */

export function text(value: string, tone?: OutputTone): OutputSegment {
  return tone === undefined ? { kind: 'text', text: value } : { kind: 'text', text: value, tone };
}

/** Text with marks (bold, italic, …), e.g. a post's Markdown shown as terminal text; no marks is `text`. */
export function styledText(value: string, tone: OutputTone | undefined, marks: readonly TextMark[]): OutputSegment {
  if (marks.length === 0) return text(value, tone);
  const sorted = [...new Set(marks)].sort();
  return tone === undefined ? { kind: 'text', text: value, marks: sorted } : { kind: 'text', text: value, tone, marks: sorted };
}

/** A plain link; external links open in a new tab. */
export function link(label: string, href: string, external = true): OutputSegment {
  return { kind: 'link', text: label, href, external };
}

/** A clickable entry that navigates, e.g. a directory in the `ls` tree. */
export function navigateEntry(label: string, to: string): OutputSegment {
  return { kind: 'navigate', text: label, to };
}

/** A clickable entry that navigates with runs of its label marked, e.g. a `grep` result and its matches; none marked is `navigateEntry`. */
export function highlightedEntry(label: string, to: string, highlights: readonly TextRange[]): OutputSegment {
  return highlights.length === 0 ? navigateEntry(label, to) : { kind: 'navigate', text: label, to, highlights };
}

/** A clickable entry that fills the input, e.g. `readme.txt` filling `cat readme.txt`. */
export function fillEntry(label: string, input: string): OutputSegment {
  return { kind: 'fill', text: label, input };
}

/** A part the screen draws itself (`TerminalView`'s `slots[name]`), e.g. a welcome block; `text` stands in without it. */
export function slotSegment(name: string, text = ''): OutputSegment {
  return { kind: 'slot', text, slot: name };
}

export function print(...segments: OutputSegment[]): Effect {
  return { type: 'print', segments };
}

export function printText(value: string, tone?: OutputTone): Effect {
  return print(text(value, tone));
}

export function printError(value: string): Effect {
  return printText(value, 'error');
}

/** A `Label: value` line, the label accented: the head of an entry that `cat` prints. */
export function fieldLine(label: string, value: string): Effect {
  return print(text(`${label}: `, 'accent'), text(value));
}

/** One print effect per line of text. */
export function printLines(values: readonly string[], tone?: OutputTone): Effect[] {
  return values.map((value) => printText(value, tone));
}

export const clear = (): Effect => ({ type: 'clear' });
export const navigateTo = (to: string): Effect => ({ type: 'navigate', to });
export const setTheme = (theme: ThemeName): Effect => ({ type: 'setTheme', theme });
export const openUrl = (url: string): Effect => ({ type: 'openUrl', url });
export const fillInput = (value: string): Effect => ({ type: 'fillInput', value });

export function isScreenEffect(effect: Effect): effect is ScreenEffect {
  return effect.type === 'navigate' || effect.type === 'setTheme' || effect.type === 'openUrl';
}

/** Lines for a terminal's `initialLines`. */
export function outputLine(...segments: OutputSegment[]): NewOutputLine {
  return { kind: 'output', segments };
}

export function textLine(value: string, tone?: OutputTone): NewOutputLine {
  return outputLine(text(value, tone));
}

export function echoLine(prompt: string, input: string): NewOutputLine {
  return { kind: 'echo', prompt, input };
}

export const blankLine = (): NewOutputLine => ({ kind: 'output', segments: [] });
