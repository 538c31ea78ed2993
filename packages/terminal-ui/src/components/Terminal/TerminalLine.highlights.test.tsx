import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { highlightedEntry, navigateEntry, outputLine } from '../../engine/output';
import styles from './Terminal.module.css';
import { TerminalLine } from './TerminalLine';

const LABEL = 'projects/pocket-oscilloscope: …a two-channel oscilloscope…';

describe('TerminalLine highlights', () => {
  it('builds a plain navigate entry when nothing is highlighted', () => {
    expect(highlightedEntry('a', '/a', [])).toEqual(navigateEntry('a', '/a'));
    expect(highlightedEntry('ab', '/a', [{ start: 1, end: 2 }])).toEqual({ kind: 'navigate', text: 'ab', to: '/a', highlights: [{ start: 1, end: 2 }] });
  });

  it('marks the highlighted runs inside one link that opens the item', async () => {
    const start = LABEL.indexOf('oscilloscope…');
    const onNavigate = vi.fn();
    const line = { id: 1, ...outputLine(highlightedEntry(LABEL, '/projects/pocket-oscilloscope', [{ start, end: start + 'oscilloscope'.length }])) };
    const { container } = render(<TerminalLine line={line} actions={{ onNavigate, onFill: () => undefined }} />);

    const link = screen.getByRole('link');
    expect(link.textContent).toBe(LABEL);
    expect(link.getAttribute('href')).toBe('/projects/pocket-oscilloscope');
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['oscilloscope']);
    expect(marks[0]?.className).toBe(styles.highlight);

    await userEvent.click(marks[0]!);
    expect(onNavigate).toHaveBeenCalledWith('/projects/pocket-oscilloscope');
  });

  it('skips ranges out of bounds or out of order, never losing text', () => {
    const segment = highlightedEntry('abcdef', '/x', [
      { start: 4, end: 5 },
      { start: 1, end: 2 },
      { start: 5, end: 99 },
    ]);
    const { container } = render(<TerminalLine line={{ id: 1, ...outputLine(segment) }} actions={{ onNavigate: () => undefined, onFill: () => undefined }} />);
    expect(container.textContent).toBe('abcdef');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['e']);
  });
});
