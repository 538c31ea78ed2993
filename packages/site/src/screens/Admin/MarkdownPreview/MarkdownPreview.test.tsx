import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { EMPTY_PREVIEW } from './MarkdownPreview';

const markdown = '## Wiring{enter}{enter}| pin | use |{enter}|---|---|{enter}| 3 | ~~led~~ |';

async function addPostForm(variant: 'simple' | 'clean') {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
  return within(await screen.findByRole('form', { name: 'Add post' }));
}

describe('the Markdown preview', () => {
  beforeEach(serveAdminApi);

  it('/admin-clean: beside the editor, live, by the visitors\' renderer', async () => {
    const form = await addPostForm('clean');
    const preview = within(form.getByRole('group', { name: 'Preview' }));
    expect(preview.getByText(EMPTY_PREVIEW)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Content (Markdown)'), markdown);
    expect(await preview.findByRole('heading', { name: 'Wiring' })).toBeInTheDocument();
    expect(preview.getByRole('table')).toBeInTheDocument();
    expect(preview.getByRole('cell', { name: 'led' }).querySelector('del')).not.toBeNull();
    expect(form.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('/admin: a Preview button shows the rendered text in place of the editor, Edit goes back with the text kept', async () => {
    const form = await addPostForm('simple');
    expect(form.queryByRole('group', { name: 'Preview' })).toBeNull();
    const content = form.getByLabelText('Content (Markdown)');
    await userEvent.type(content, 'Some **bold** words');
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    const preview = within(form.getByRole('group', { name: 'Preview' }));
    expect(preview.getByText('bold').tagName).toBe('STRONG');
    expect(content).not.toBeVisible();
    expect(form.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    expect(form.queryByRole('group', { name: 'Preview' })).toBeNull();
    expect(form.getByLabelText('Content (Markdown)')).toHaveValue('Some **bold** words');
    expect(form.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("previews an art entry's review too", async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'art');
    const form = within(await screen.findByRole('form', { name: 'Add art entry' }));
    await userEvent.type(form.getByLabelText('Review (optional)'), '- [[x] *watched*');
    const preview = within(form.getByRole('group', { name: 'Preview' }));
    expect(await preview.findByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(preview.getByText('watched').tagName).toBe('EM');
  });
});
