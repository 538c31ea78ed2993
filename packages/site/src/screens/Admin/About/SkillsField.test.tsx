import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CONFIG, ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts, server } from '../../../testing/mswServer';

const renderAbout = async () => {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'about');
  return within(await screen.findByRole('group', { name: 'Skills' }));
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save About Config' }));

describe('the skills in the about tab', () => {
  beforeEach(serveAdminApi);

  it('shows the stored JSON as groups of items, and saves an edit made there as the same JSON', async () => {
    const saved = recordPosts('/api/admin/config');
    const skills = await renderAbout();
    const group = within(skills.getByRole('group', { name: 'Group 1' }));
    expect(group.getByLabelText('Group name')).toHaveValue('languages');
    expect(group.getAllByRole('textbox', { name: /^Item \d$/ }).map((item) => (item as HTMLInputElement).value)).toEqual(['C', 'Rust', 'TypeScript']);

    await userEvent.click(group.getByRole('button', { name: 'Add item' }));
    // The new item has the focus.
    expect(group.getByRole('textbox', { name: 'Item 4' })).toHaveFocus();
    await userEvent.keyboard('Zig');
    await userEvent.click(group.getByRole('button', { name: 'Move item 4 up' }));
    expect(group.getByRole('button', { name: 'Move item 3 up' })).toHaveFocus();
    await userEvent.click(group.getByRole('button', { name: 'Remove item 1' }));

    await userEvent.click(skills.getByRole('button', { name: 'Add group' }));
    const added = within(skills.getByRole('group', { name: 'Group 2' }));
    expect(added.getByLabelText('Group name')).toHaveFocus();
    await userEvent.clear(added.getByLabelText('Group name'));
    await userEvent.type(added.getByLabelText('Group name'), 'spoken');
    await userEvent.type(added.getByRole('textbox', { name: 'Item 1' }), 'English');

    await save();
    expect(await screen.findByText('About config saved')).toBeInTheDocument();
    expect(saved).toEqual([{ ...ADMIN_CONFIG, skillsJson: '{"languages":["Rust","Zig","TypeScript"],"spoken":["English"]}' }]);
  });

  it('refuses a group name another group has, and says so', async () => {
    const skills = await renderAbout();
    await userEvent.click(skills.getByRole('button', { name: 'Add group' }));
    const name = within(skills.getByRole('group', { name: 'Group 2' })).getByLabelText('Group name');
    await userEvent.clear(name);
    await userEvent.type(name, 'languages');
    expect(name).toHaveValue('language');
    expect(skills.getByRole('status')).toHaveTextContent('Another group is already named "languages"');
  });

  it('keeps the JSON view: an edit there shows in the groups, and JSON that is not valid is kept, named and not sent', async () => {
    const saved = recordPosts('/api/admin/config');
    const skills = await renderAbout();
    await userEvent.click(skills.getByRole('button', { name: 'Edit as JSON' }));
    const json = skills.getByLabelText('Skills (JSON object)');
    expect(json).toHaveValue('{"languages":["C","Rust","TypeScript"]}');

    await userEvent.clear(json);
    await userEvent.type(json, '{{"tools": {{"ci": "GitHub Actions"}, "os": "Debian"}');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as groups' }));
    expect(within(skills.getByRole('group', { name: 'Group 1' })).getByLabelText('Value of item 1')).toHaveValue('GitHub Actions');
    expect(within(skills.getByRole('group', { name: 'Group 2' })).getByLabelText('Text')).toHaveValue('Debian');

    await userEvent.click(skills.getByRole('button', { name: 'Edit as JSON' }));
    const broken = skills.getByLabelText('Skills (JSON object)');
    await userEvent.type(broken, ',');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as groups' }));
    // Still the JSON, as typed, with what is wrong under it.
    expect(broken).toHaveValue('{"tools": {"ci": "GitHub Actions"}, "os": "Debian"},');
    expect(broken).toHaveAccessibleDescription(/^Not valid JSON: /);
    await save();
    expect(broken).toHaveAccessibleDescription(/^Not valid JSON: /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
  });

  it('opens on the JSON view when the stored skills do not read as groups, and says why when asked for groups', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json({ ...ADMIN_CONFIG, skillsJson: '{"years": 3}' })));
    const skills = await renderAbout();
    const json = skills.getByLabelText('Skills (JSON object)');
    expect(json).toHaveValue('{"years": 3}');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as groups' }));
    expect(skills.getByRole('status')).toHaveTextContent('The group "years" is not a text, a list of texts or named texts: edit the skills as JSON');
    expect(json).toHaveValue('{"years": 3}');
    expect(json).not.toHaveAttribute('aria-invalid');
  });
});
