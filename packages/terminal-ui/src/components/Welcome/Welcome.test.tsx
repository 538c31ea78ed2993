import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_LETTERING, SAMPLE_NAME } from './sampleLettering';
import { Welcome } from './Welcome';

const HINTS = ['help', 'ls', 'cd projects', 'quickview'];

describe('Welcome', () => {
  it('the name as text for screen readers, every drawing hidden from them and marked with its widths', () => {
    render(<Welcome name={SAMPLE_NAME} lettering={SAMPLE_LETTERING} intro="Hello." hints={HINTS} onRun={() => undefined} />);
    const welcome = screen.getByTestId('welcome');
    expect(within(welcome).getByText(SAMPLE_NAME)).toHaveAttribute('data-until', '40');
    const drawings = [...welcome.querySelectorAll('pre')];
    expect(drawings.map((pre) => [pre.getAttribute('aria-hidden'), pre.dataset.from, pre.dataset.until])).toEqual([
      ['true', '50', undefined],
      ['true', '40', '50'],
    ]);
    expect(drawings[0]?.textContent).toBe(SAMPLE_LETTERING[0]?.join('\n'));
    expect(within(welcome).getByText('Hello.')).toBeInTheDocument();
  });

  it('without lettering: the name as text only', () => {
    render(<Welcome name="李 Wei" intro="Hello." hints={HINTS} onRun={() => undefined} />);
    expect(screen.getByText('李 Wei')).not.toHaveAttribute('data-until');
    expect(screen.getByTestId('welcome').querySelector('pre')).toBeNull();
  });

  it('each hint is a button that runs its command', async () => {
    const onRun = vi.fn();
    render(<Welcome name={SAMPLE_NAME} intro="Hello." hints={HINTS} onRun={onRun} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(HINTS);
    expect(screen.getByText(/try:/).parentElement).toHaveTextContent('try: help · ls · cd projects · quickview');
    await userEvent.click(screen.getByRole('button', { name: 'cd projects' }));
    expect(onRun).toHaveBeenCalledExactlyOnceWith('cd projects');
  });

  it('with hintHref, each hint is a link to its page that still runs its command on a plain click', async () => {
    const onRun = vi.fn();
    const href = (hint: string) => (hint === 'cd projects' ? '/projects' : `/?cmd=${encodeURIComponent(hint)}`);
    render(<Welcome name={SAMPLE_NAME} intro="Hello." hints={HINTS} onRun={onRun} hintHref={href} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['help', '/?cmd=help'],
      ['ls', '/?cmd=ls'],
      ['cd projects', '/projects'],
      ['quickview', '/?cmd=quickview'],
    ]);
    expect(screen.getByText(/try:/).parentElement).toHaveTextContent('try: help · ls · cd projects · quickview');
    await userEvent.click(screen.getByRole('link', { name: 'cd projects' }));
    expect(onRun).toHaveBeenCalledExactlyOnceWith('cd projects');
    // A click with a modifier (a new tab) is the browser's: the link is followed, nothing runs here.
    const leftAlone = vi.fn((event: MouseEvent) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    window.addEventListener('click', leftAlone);
    try {
      screen.getByRole('link', { name: 'help' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    } finally {
      window.removeEventListener('click', leftAlone);
    }
    expect(leftAlone).toHaveBeenCalledTimes(1);
    expect(onRun).toHaveBeenCalledTimes(1);
  });
});
