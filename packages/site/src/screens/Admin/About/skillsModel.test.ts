import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addItem,
  moveGroup,
  moveItem,
  NOT_AN_OBJECT,
  readSkills,
  removeGroup,
  removeItem,
  renameGroup,
  renameItem,
  setItemText,
  type SkillGroup,
  type SkillsEdit,
  skillsProblem,
  writeSkills,
} from './skillsModel';

const DEMO = JSON.stringify(
  { languages: ['C', 'Rust'], tools: { versionControl: 'Git', ci: 'GitHub Actions' }, spokenLanguages: 'English, Mandarin' },
  null,
  2,
);

const groupsOf = (text: string): readonly SkillGroup[] => {
  const read = readSkills(text);
  if (!read.ok) throw new Error(read.problem);
  return read.groups;
};
const applied = (edit: SkillsEdit): readonly SkillGroup[] => {
  if (!edit.ok) throw new Error(edit.problem);
  return edit.groups;
};

describe('reading and writing the skills', () => {
  it('reads each key as a group of its shape, in order, and writes the very same JSON back', () => {
    const groups = groupsOf(DEMO);
    expect(groups).toEqual([
      { name: 'languages', value: { shape: 'list', items: ['C', 'Rust'] } },
      { name: 'tools', value: { shape: 'named', items: [{ name: 'versionControl', value: 'Git' }, { name: 'ci', value: 'GitHub Actions' }] } },
      { name: 'spokenLanguages', value: { shape: 'text', text: 'English, Mandarin' } },
    ]);
    expect(writeSkills(groups, DEMO)).toBe(DEMO);
  });

  it('keeps the way the text was written: compact, or indented as it was; two spaces for a first group', () => {
    const compact = '{"languages":["C","Rust"]}';
    expect(writeSkills(groupsOf(compact), compact)).toBe(compact);
    const tabs = JSON.stringify({ web: ['React'] }, null, '\t');
    expect(writeSkills(groupsOf(tabs), tabs)).toBe(tabs);
    expect(writeSkills(applied(addGroup([])), '')).toBe('{\n  "New group": [\n    ""\n  ]\n}');
  });

  it('reads empty text as no group, and names what it cannot read', () => {
    expect(readSkills('  ')).toEqual({ ok: true, groups: [] });
    expect(readSkills('["C"]')).toEqual({ ok: false, problem: NOT_AN_OBJECT });
    expect(readSkills('{"languages": [1, 2]}')).toEqual({
      ok: false,
      problem: 'The group "languages" is not a text, a list of texts or named texts: edit the skills as JSON',
    });
    const broken = readSkills('{"languages": ["C",]}');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.problem).toMatch(/^Not valid JSON: ./);
  });

  it('finds a problem only where the server would: text that is not JSON, or JSON that is not an object', () => {
    expect(skillsProblem('')).toBeUndefined();
    expect(skillsProblem('{"languages": [1]}')).toBeUndefined();
    expect(skillsProblem('{"languages": ')).toMatch(/^Not valid JSON: /);
    expect(skillsProblem('"C"')).toBe(NOT_AN_OBJECT);
  });
});

describe('editing the groups', () => {
  const groups = groupsOf(DEMO);

  it('adds a group (a list with one empty item, its name numbered when taken), moves, renames and removes one', () => {
    const added = applied(addGroup(applied(addGroup(groups))));
    expect(added.slice(3).map((group) => group.name)).toEqual(['New group', 'New group 2']);
    expect(added[3]?.value).toEqual({ shape: 'list', items: [''] });
    expect(applied(moveGroup(groups, 2, -1)).map((group) => group.name)).toEqual(['languages', 'spokenLanguages', 'tools']);
    expect(applied(moveGroup(groups, 0, -1)).map((group) => group.name)).toEqual(['languages', 'tools', 'spokenLanguages']);
    expect(applied(renameGroup(groups, 0, 'Languages'))[0]?.name).toBe('Languages');
    expect(applied(removeGroup(groups, 1)).map((group) => group.name)).toEqual(['languages', 'spokenLanguages']);
  });

  it('refuses a group name another group has, which JSON could not hold twice', () => {
    expect(renameGroup(groups, 0, 'tools')).toEqual({ ok: false, problem: 'Another group is already named "tools"' });
    expect(renameGroup(groups, 1, 'tools').ok).toBe(true);
  });

  it("adds, edits, moves and removes a list's items", () => {
    let edited = applied(addItem(groups, 0));
    edited = applied(setItemText(edited, 0, 2, 'TypeScript'));
    edited = applied(moveItem(edited, 0, 2, -1));
    expect(edited[0]?.value).toEqual({ shape: 'list', items: ['C', 'TypeScript', 'Rust'] });
    expect(applied(removeItem(edited, 0, 0))[0]?.value).toEqual({ shape: 'list', items: ['TypeScript', 'Rust'] });
  });

  it('adds named texts under a free name, renames one unless the name is taken, and edits a text group', () => {
    const named = applied(addItem(groups, 1));
    expect(named[1]?.value).toMatchObject({ items: [{ name: 'versionControl' }, { name: 'ci' }, { name: 'name', value: '' }] });
    expect(renameItem(named, 1, 2, 'ci')).toEqual({ ok: false, problem: 'Another item of this group is already named "ci"' });
    const renamed = applied(setItemText(applied(renameItem(named, 1, 2, 'os')), 1, 2, 'Debian'));
    expect(writeSkills(renamed, DEMO)).toContain('"os": "Debian"');
    expect(applied(setItemText(groups, 2, 0, 'English'))[2]?.value).toEqual({ shape: 'text', text: 'English' });
  });
});
