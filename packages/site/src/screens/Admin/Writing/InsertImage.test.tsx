import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN, MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts, server } from '../../../testing/mswServer';

const image = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });
const uploaded = (n: number) => `/media/upload${String(n).padStart(16, '0')}_1600x1200_1600.jpg`;

async function openWriting() {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'writing');
  await screen.findByText('A Short Note');
}

describe('Insert image', () => {
  beforeEach(serveAdminApi);

  it("puts ![alt](url) at the content's cursor, the alt text the file's name unless one is typed", async () => {
    const sent = recordPosts('/api/admin/writing');
    await openWriting();
    const form = within(screen.getByRole('form', { name: 'Add post' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Pictures');
    await userEvent.type(form.getByLabelText(/^Date/), '2026-04-01');
    const content = form.getByLabelText<HTMLTextAreaElement>('Content (Markdown)');
    await userEvent.type(content, 'Before after');
    content.setSelectionRange(7, 7);
    const picker = form.getByLabelText('Insert image');
    expect(picker).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(picker, image('bench photo.jpg'));
    expect(await form.findByText('bench photo.jpg uploaded')).toBeInTheDocument();
    const first = `![bench photo](${uploaded(1)})`;
    expect(content).toHaveValue(`Before ${first}after`);
    // The cursor follows the image, and the focus went back to the content.
    expect(content).toHaveFocus();
    expect(content.selectionStart).toBe(7 + first.length);

    await userEvent.type(form.getByLabelText('Image alt text'), 'The scope');
    await userEvent.upload(picker, image('IMG_0042.jpg'));
    await form.findByText('IMG_0042.jpg uploaded');
    expect(content).toHaveValue(`Before ${first}![The scope](${uploaded(2)})after`);
    expect(form.getByLabelText('Image alt text')).toHaveValue('');

    await userEvent.click(form.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ content: `Before ${first}![The scope](${uploaded(2)})after` })]);
  });

  it('works in the post editor too', async () => {
    const sent = recordPosts('/api/admin/writing');
    await openWriting();
    await userEvent.click(screen.getByRole('button', { name: 'Edit A Short Note' }));
    const editor = within(await screen.findByRole('form', { name: 'Edit a-short-note' }));
    expect(editor.getByLabelText('Content (Markdown)')).toHaveValue('Short.');
    await userEvent.upload(editor.getByLabelText('Insert image'), image('note.png'));
    await editor.findByText('note.png uploaded');
    expect(editor.getByLabelText('Content (Markdown)')).toHaveValue(`Short.![note](${uploaded(1)})`);
    await userEvent.click(editor.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ action: 'edit', update: expect.objectContaining({ content: `Short.![note](${uploaded(1)})` }) })]);
  });

  it('inserts nothing when the upload is refused, and says why', async () => {
    server.use(refusingUploads(413));
    await openWriting();
    const form = within(screen.getByRole('form', { name: 'Add post' }));
    await userEvent.type(form.getByLabelText('Content (Markdown)'), 'Text');
    await userEvent.upload(form.getByLabelText('Insert image'), image('huge.jpg'));
    expect(await form.findByText(`Failed to upload huge.jpg: ${MEDIA_REFUSALS_FROM_API[413]}`)).toBeInTheDocument();
    expect(form.getByLabelText('Content (Markdown)')).toHaveValue('Text');
  });
});
