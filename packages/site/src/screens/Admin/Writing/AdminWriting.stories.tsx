import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoute } from '../AdminRoute';
import { DRAFT_POST, MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, answeredBy, clickConfirmed, expectSavedAndShown, imageFile, listFailingAt, loggedInWithDrafts, refusedAt } from '../adminStory';

export default {
  title: 'Screens/Admin/Writing',
  component: AdminRoute,
  ...adminStoryMeta(`The writing tab: add, edit by slug, delete. ${ADMIN_DOCS}`, 'writing'),
} satisfies Meta<typeof AdminRoute>;

export const Simple: AdminStory = { args: { variant: 'simple' } };

/** Add needs title and date (kind starts as essay); Edit opens the post by slug; previews cut at 150. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^# Debugging a Brown-Out The greenhouse.{100,}\.\.\.$/)).toBeInTheDocument();
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    await expect(form.getByLabelText('Kind')).toHaveValue('essay');
    await userEvent.type(form.getByLabelText(/^Title/), 'Story Post');
    await expect(form.getByRole('button', { name: 'Add Post' })).toBeDisabled();
    await userEvent.type(form.getByLabelText(/^Date/), '2026-04-01');
    await userEvent.type(form.getByLabelText('Content (Markdown)'), 'Hello from a story.');
    await userEvent.click(form.getByRole('button', { name: 'Add Post' }));
    await expect(await canvas.findByText('Post saved')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Story Post' }));
    const editor = within(await canvas.findByRole('form', { name: 'Edit story-post' }));
    await expect(editor.getByLabelText('Content (Markdown)')).toHaveValue('Hello from a story.');
    await userEvent.type(editor.getByLabelText('Content (Markdown)'), ' Edited.');
    await expectSavedAndShown(canvas, editor.getByRole('button', { name: 'Save post' }), 'Post updated', 'Hello from a story. Edited.');
  },
};

/** `/admin-clean`: the Markdown rendered beside the editor as the owner types, by the visitors' renderer. */
export const PreviewBeside: AdminStory = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    const preview = within(form.getByRole('group', { name: 'Preview' }));
    await userEvent.type(form.getByLabelText('Content (Markdown)'), '## Parts{enter}{enter}| part | qty |{enter}|---|--:|{enter}| LM317 | 2 |{enter}{enter}    plain code');
    await expect(await preview.findByRole('heading', { name: 'Parts' })).toBeInTheDocument();
    await expect(preview.getByRole('cell', { name: 'LM317' })).toBeInTheDocument();
    await expect(preview.getByText('plain code').closest('pre')).not.toBeNull();
  },
};

/** `/admin`: "Preview" shows the rendered Markdown in the editor's place; "Edit" brings the editor back, text kept. */
export const PreviewToggle: AdminStory = {
  args: { variant: 'simple' },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    await userEvent.type(form.getByLabelText('Content (Markdown)'), 'Some **bold** and ~~struck~~ words');
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    const preview = within(form.getByRole('group', { name: 'Preview' }));
    await expect(preview.getByText('bold').tagName).toBe('STRONG');
    await expect(preview.getByText('struck').tagName).toBe('DEL');
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    await expect(form.getByLabelText('Content (Markdown)')).toHaveValue('Some **bold** and ~~struck~~ words');
  },
};

/** Insert image: the upload goes in as `![alt](url)` at the content's cursor, the alt text typed or the file's name. */
export const InsertImage: AdminStory = {
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    const content = form.getByLabelText<HTMLTextAreaElement>('Content (Markdown)');
    await userEvent.type(content, 'Before after');
    content.setSelectionRange(7, 7);
    await userEvent.type(form.getByLabelText('Image alt text'), 'The bench');
    await userEvent.upload(form.getByLabelText('Insert image'), imageFile('IMG_0042.jpg'));
    await expect(await form.findByText('IMG_0042.jpg uploaded')).toBeInTheDocument();
    await expect(content).toHaveValue('Before ![The bench](/media/upload0000000000000001_1600x1200_1600.jpg)after');
    await expect(form.getByLabelText('Image alt text')).toHaveValue('');
    await userEvent.upload(form.getByLabelText('Insert image'), imageFile('scope trace.jpg'));
    await expect(await form.findByText('scope trace.jpg uploaded')).toBeInTheDocument();
    await expect(content).toHaveValue(
      'Before ![The bench](/media/upload0000000000000001_1600x1200_1600.jpg)![scope trace](/media/upload0000000000000002_1600x1200_1600.jpg)after',
    );
  },
};

/** A refused image (here the API's 422) inserts nothing and says why. */
export const InsertImageRefused: AdminStory = {
  parameters: answeredBy(refusingUploads(422)),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    await userEvent.upload(form.getByLabelText('Insert image'), imageFile('broken.jpg'));
    await expect(await form.findByText(`Failed to upload broken.jpg: ${MEDIA_REFUSALS_FROM_API[422]}`)).toBeInTheDocument();
    await expect(form.getByLabelText('Content (Markdown)')).toHaveValue('');
  },
};

/** The simple admin appends the server's reason to each writing failure. */
export const FailedSimple: AdminStory = {
  args: { variant: 'simple' },
  parameters: refusedAt('/api/admin/writing', 400, 'date: must be a real date in YYYY-MM-DD form'),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Add post' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Bad Date');
    await userEvent.type(form.getByLabelText(/^Date/), '2026-02-30');
    await userEvent.click(form.getByRole('button', { name: 'Add Post' }));
    await expect(await canvas.findByText('Failed to save post: date: must be a real date in YYYY-MM-DD form')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A Short Note' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save post' }));
    await expect(await canvas.findByText('Failed to update post: date: must be a real date in YYYY-MM-DD form')).toBeInTheDocument();
    await clickConfirmed(canvas.getByRole('button', { name: 'Delete A Short Note' }), 'Are you sure you want to delete this post?');
    await expect(await canvas.findByText('Failed to delete post: date: must be a real date in YYYY-MM-DD form')).toBeInTheDocument();
  },
};

/** The clean admin keeps the spec's message and shows the reason on its own line. */
export const FailedClean: AdminStory = {
  parameters: refusedAt('/api/admin/writing', 500),
  play: async ({ canvas }) => {
    await clickConfirmed(await canvas.findByRole('button', { name: 'Delete A Short Note' }));
    await expect(await canvas.findByText('Failed to delete post')).toBeInTheDocument();
    await expect(canvas.getByText('Internal server error')).toBeInTheDocument();
  },
};

export const LoadFailed: AdminStory = {
  parameters: listFailingAt('/api/writing', 500),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Failed to load writing posts: 500')).toBeInTheDocument());
  },
};

/** A draft: marked in the list, with Open draft (its page, as visitors will see it) and Publish, one click. */
export const Drafts: AdminStory = {
  beforeEach: loggedInWithDrafts,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DRAFT_POST.title)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: `Open draft ${DRAFT_POST.title}` })).toHaveAttribute('href', `/writing/${DRAFT_POST.slug}`);
    await expect(within(canvas.getByRole('form', { name: 'Add post' })).getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: `Publish ${DRAFT_POST.title}` }));
    await expect(await canvas.findByText('Post published')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Publish ${DRAFT_POST.title}` })).toBeNull());
  },
};

/**
 * `/admin-clean`: a post open for editing takes the tab's width (the list and its editor first, the
 * add form after them), the text and its preview side by side on a wide screen.
 */
export const WideEditor: AdminStory = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A Short Note' }));
    const editor = within(await canvas.findByRole('form', { name: 'Edit a-short-note' }));
    const panel = canvas.getByRole('tabpanel', { name: 'writing' });
    const content = editor.getByLabelText('Content (Markdown)').getBoundingClientRect();
    const preview = editor.getByRole('group', { name: 'Preview' }).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: 'Edit a-short-note' }).getBoundingClientRect();
    // Wider than half the tab (the list's column was), and the add form now after the list.
    await expect(form.width).toBeGreaterThan(panel.getBoundingClientRect().width * 0.75);
    if (canvasElement.ownerDocument.defaultView && canvasElement.ownerDocument.defaultView.innerWidth > 768) {
      await expect(preview.left).toBeGreaterThanOrEqual(content.right);
    }
    const order = canvas.getByRole('form', { name: 'Add post' }).compareDocumentPosition(canvas.getByRole('form', { name: 'Edit a-short-note' }));
    await expect(order & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Edit a-short-note' })).toBeNull());
  },
};
