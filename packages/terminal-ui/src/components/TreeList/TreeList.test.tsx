import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TreeList, type TreeEntry } from './TreeList';

const HOME: readonly TreeEntry[] = [
  { name: 'projects/', kind: 'directory' },
  { name: 'art/', kind: 'directory' },
  { name: 'readme.txt', kind: 'file' },
];

describe('TreeList', () => {
  it('draws tree branches, └── on the last entry', () => {
    render(<TreeList entries={HOME} label="Home" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['├── projects/', '├── art/', '└── readme.txt']);
  });

  it('a click on a directory opens it, a click on a file selects it', async () => {
    const onOpenDirectory = vi.fn();
    const onSelectFile = vi.fn();
    render(<TreeList entries={HOME} onOpenDirectory={onOpenDirectory} onSelectFile={onSelectFile} />);
    await userEvent.click(screen.getByRole('button', { name: 'art/' }));
    expect(onOpenDirectory).toHaveBeenCalledWith(HOME[1]);
    await userEvent.click(screen.getByRole('button', { name: 'readme.txt' }));
    expect(onSelectFile).toHaveBeenCalledWith(HOME[2]);
    expect(onOpenDirectory).toHaveBeenCalledTimes(1);
  });

  it('entries are reachable with Tab and activated with Enter or Space', async () => {
    const onOpenDirectory = vi.fn();
    const onSelectFile = vi.fn();
    render(<TreeList entries={HOME} onOpenDirectory={onOpenDirectory} onSelectFile={onSelectFile} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'projects/' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenDirectory).toHaveBeenCalledWith(HOME[0]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onSelectFile).toHaveBeenCalledWith(HOME[2]);
  });

  it('entries without a callback are plain text', () => {
    render(<TreeList entries={HOME} onSelectFile={() => {}} />);
    expect(screen.queryByRole('button', { name: 'projects/' })).toBeNull();
    expect(screen.getByRole('button', { name: 'readme.txt' })).toBeInTheDocument();
  });

  it('shows details after the name', () => {
    render(<TreeList entries={[{ name: 'hello.txt', kind: 'file', detail: '3/1/2025' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('└── hello.txt 3/1/2025');
  });
});
