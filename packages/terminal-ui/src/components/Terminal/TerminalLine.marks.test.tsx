import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outputLine, styledText, text } from '../../engine/output';
import styles from './Terminal.module.css';
import { TerminalLine } from './TerminalLine';

const actions = { onNavigate: () => undefined, onFill: () => undefined };

describe('TerminalLine marks', () => {
  it('styles a marked segment with its tone and each mark, a plain one with its tone only', () => {
    const line = { id: 1, ...outputLine(styledText('Title', 'accent', ['bold', 'underline']), text(' plain')) };
    const { container } = render(<TerminalLine line={line} actions={actions} />);
    const [marked, plain] = [...container.querySelectorAll('span')];
    expect(marked?.className.split(' ')).toEqual([styles['tone-accent'], styles['mark-bold'], styles['mark-underline']]);
    expect(plain?.className).toBe(styles['tone-normal']);
    expect(container.textContent).toBe('Title plain');
  });
});
