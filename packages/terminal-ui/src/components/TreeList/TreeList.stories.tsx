import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TreeList } from './TreeList';

const meta = {
  title: 'Terminal/TreeList',
  component: TreeList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Entries drawn as an `ls` tree (`├── ` / `└── `). A directory with `onOpenDirectory` and a file with ' +
          '`onSelectFile` become buttons — reachable with Tab, activated by click, Enter or Space; the screen ' +
          'decides what happens (navigate, fill the input with `cat …`). Without a callback an entry is plain text.',
      },
    },
  },
  args: {
    label: 'Home directory',
    entries: [
      { name: 'projects/', kind: 'directory' },
      { name: 'art/', kind: 'directory' },
      { name: 'writing/', kind: 'directory' },
      { name: 'about/', kind: 'directory' },
      { name: 'readme.txt', kind: 'file' },
    ],
    onOpenDirectory: fn(),
    onSelectFile: fn(),
  },
} satisfies Meta<typeof TreeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home `ls`: a click on a directory opens it; a click on readme.txt selects it. */
export const HomeListing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'projects/' }));
    await expect(args.onOpenDirectory).toHaveBeenCalledWith({ name: 'projects/', kind: 'directory' });
    await userEvent.click(canvas.getByRole('button', { name: 'readme.txt' }));
    await expect(args.onSelectFile).toHaveBeenCalledWith({ name: 'readme.txt', kind: 'file' });
  },
};

/** Keyboard only: Tab to an entry, Enter activates it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'art/' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDirectory).toHaveBeenCalledWith({ name: 'art/', kind: 'directory' });
  },
};

/** Files with details, as in `~/writing`. */
export const FilesWithDetails: Story = {
  args: {
    label: 'Files in ~/writing',
    entries: [
      { name: 'on-terminals.txt', kind: 'file', detail: '3/14/2025' },
      { name: 'first-post.txt', kind: 'file', detail: '1/2/2025' },
    ],
  },
};

/** No callbacks: a read-only listing. */
export const ReadOnly: Story = { args: { onOpenDirectory: undefined, onSelectFile: undefined } };

/** The light theme. */
export const LightTheme: Story = { globals: { theme: 'light' } };
