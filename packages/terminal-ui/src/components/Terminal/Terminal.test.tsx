import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoInput, DEMO_PROMPT } from './demoSession';
import { Terminal } from './Terminal';

const commandBox = () => screen.getByRole('textbox', { name: 'Command' });

describe('Terminal', () => {
  it('forwards navigate, setTheme and openUrl effects to the callbacks', async () => {
    const onNavigate = vi.fn();
    const onThemeChange = vi.fn();
    const onOpenUrl = vi.fn();
    render(<Terminal input={demoInput()} onNavigate={onNavigate} onThemeChange={onThemeChange} onOpenUrl={onOpenUrl} />);
    await userEvent.type(commandBox(), 'cd art{Enter}theme light{Enter}github{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/art');
    expect(onThemeChange).toHaveBeenCalledWith('light');
    expect(onOpenUrl).toHaveBeenCalledWith('https://github.com/');
  });

  it('opens URLs in a new tab without an opener when no onOpenUrl is given', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Terminal input={demoInput()} />);
    await userEvent.type(commandBox(), 'github{Enter}');
    expect(open).toHaveBeenCalledWith('https://github.com/', '_blank', 'noopener,noreferrer');
  });

  it('prints the link to click instead where the browser would block the new tab (its click or key too long ago)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { userActivation: { isActive: false, hasBeenActive: true } }));
    try {
      render(<Terminal input={demoInput()} />);
      await userEvent.type(commandBox(), 'github{Enter}');
      expect(open).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'https://github.com/' })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('log')).toHaveTextContent(`${DEMO_PROMPT} githubClick to open: https://github.com/`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the latest callbacks without restarting the session', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Terminal input={demoInput()} onNavigate={first} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    rerender(<Terminal input={demoInput()} onNavigate={second} />);
    await userEvent.type(commandBox(), 'cd about{Enter}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/about');
    expect(screen.getByText('A computer engineering student who likes shells.')).toBeInTheDocument();
  });

  it('follows a new prompt from the screen', async () => {
    const { rerender } = render(<Terminal input={demoInput()} />);
    rerender(<Terminal input={demoInput()} prompt="portfolio@localhost:~/art/music$" />);
    await userEvent.type(commandBox(), '{Enter}');
    expect(screen.getAllByTestId('prompt').map((node) => node.textContent)).toEqual([
      'portfolio@localhost:~/art/music$',
      'portfolio@localhost:~/art/music$',
    ]);
    expect(DEMO_PROMPT).not.toBe('portfolio@localhost:~/art/music$');
  });

  it('a clicked fill entry puts its command in the input', async () => {
    render(<Terminal input={demoInput()} />);
    await userEvent.type(commandBox(), 'ls{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'readme.txt' }));
    expect(commandBox()).toHaveValue('cat readme.txt');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Welcome! Type ls to look around.')).toBeInTheDocument();
  });
});
