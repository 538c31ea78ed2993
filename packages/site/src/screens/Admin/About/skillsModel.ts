/**
 * The about config's skills (`skillsJson`) as groups the owner edits one control at a time: the
 * JSON object's keys in order, each value a list of texts (`languages: ["C", "Rust"]`), a text
 * (`spokenLanguages: "English"`) or named texts (`tools: {"ci": "GitHub Actions"}`), the three
 * shapes the quick overview shows. Pure: the form keeps the JSON text; an edit here reads it,
 * changes one thing and writes it back, so the JSON view and the groups never disagree.
 */

export interface NamedText {
  readonly name: string;
  readonly value: string;
}

export type SkillValue =
  | { readonly shape: 'list'; readonly items: readonly string[] }
  | { readonly shape: 'text'; readonly text: string }
  | { readonly shape: 'named'; readonly items: readonly NamedText[] };

export interface SkillGroup {
  readonly name: string;
  readonly value: SkillValue;
}

export type SkillsRead = { readonly ok: true; readonly groups: readonly SkillGroup[] } | { readonly ok: false; readonly problem: string };

/** What the server says of skills that are not a JSON object (the contract's words). */
export const NOT_AN_OBJECT = 'must be a JSON object such as {"languages": ["TypeScript"]}, or empty';
/** A new group's name, numbered when taken: `New group`, `New group 2`. */
export const NEW_GROUP = 'New group';
/** A new named text's name in a group of them: `name`, `name 2`. */
export const NEW_NAME = 'name';

export const notJson = (reason: string): string => `Not valid JSON: ${reason}`;
export const unsupportedValue = (name: string): string =>
  `The group "${name}" is not a text, a list of texts or named texts: edit the skills as JSON`;
export const nameTaken = (name: string): string => `Another group is already named "${name}"`;
export const itemNameTaken = (name: string): string => `Another item of this group is already named "${name}"`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function valueOf(value: unknown): SkillValue | undefined {
  if (isText(value)) return { shape: 'text', text: value };
  if (Array.isArray(value) && value.every(isText)) return { shape: 'list', items: value };
  if (isObject(value) && Object.values(value).every(isText)) {
    return { shape: 'named', items: Object.entries(value).map(([name, text]) => ({ name, value: text as string })) };
  }
  return undefined;
}

function parse(text: string): { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly problem: string } {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: notJson(error instanceof Error ? error.message : String(error)) };
  }
}

/** What is wrong with the skills text for the server, or undefined: empty (not set) or a JSON object. */
export function skillsProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parse(text);
  if (!parsed.ok) return parsed.problem;
  return isObject(parsed.data) ? undefined : NOT_AN_OBJECT;
}

/** The groups the text holds; empty text is no group. */
export function readSkills(text: string): SkillsRead {
  if (text.trim() === '') return { ok: true, groups: [] };
  const problem = skillsProblem(text);
  if (problem !== undefined) return { ok: false, problem };
  const groups: SkillGroup[] = [];
  for (const [name, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    const read = valueOf(value);
    if (read === undefined) return { ok: false, problem: unsupportedValue(name) };
    groups.push({ name, value: read });
  }
  return { ok: true, groups };
}

/** The indentation the text is written with: compact when it is on one line, two spaces when empty. */
function indentOf(text: string): string | undefined {
  if (text.trim() === '') return '  ';
  if (!text.trim().includes('\n')) return undefined;
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

const jsonOf = (value: SkillValue): unknown =>
  value.shape === 'text' ? value.text : value.shape === 'list' ? value.items : Object.fromEntries(value.items.map((item) => [item.name, item.value]));

/** The groups as JSON text, written as `previous` was (compact, or indented as it was). */
export function writeSkills(groups: readonly SkillGroup[], previous: string): string {
  return JSON.stringify(Object.fromEntries(groups.map((group) => [group.name, jsonOf(group.value)])), null, indentOf(previous));
}

/** An edit of the groups: the groups after it, or why it cannot be made (the groups stay as they were). */
export type SkillsEdit = { readonly ok: true; readonly groups: readonly SkillGroup[] } | { readonly ok: false; readonly problem: string };

const done = (groups: readonly SkillGroup[]): SkillsEdit => ({ ok: true, groups });
const replaced = <T>(list: readonly T[], index: number, value: T): T[] => list.map((item, at) => (at === index ? value : item));
const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** `list` with the entry at `index` moved by `by` places; unchanged past either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(to, 0, entry as T);
  return next;
}

const freeName = (base: string, taken: readonly string[]): string => {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
};

export const addGroup = (groups: readonly SkillGroup[]): SkillsEdit =>
  done([...groups, { name: freeName(NEW_GROUP, groups.map((group) => group.name)), value: { shape: 'list', items: [''] } }]);

export const removeGroup = (groups: readonly SkillGroup[], index: number): SkillsEdit => done(without(groups, index));

export const moveGroup = (groups: readonly SkillGroup[], index: number, by: -1 | 1): SkillsEdit => done(moved(groups, index, by));

export function renameGroup(groups: readonly SkillGroup[], index: number, name: string): SkillsEdit {
  const group = groups[index];
  if (group === undefined) return done(groups);
  if (groups.some((other, at) => at !== index && other.name === name)) return { ok: false, problem: nameTaken(name) };
  return done(replaced(groups, index, { ...group, name }));
}

/** Changes one group's value, as `change` says. */
function withValue(groups: readonly SkillGroup[], index: number, change: (value: SkillValue) => SkillValue | string): SkillsEdit {
  const group = groups[index];
  if (group === undefined) return done(groups);
  const value = change(group.value);
  return typeof value === 'string' ? { ok: false, problem: value } : done(replaced(groups, index, { ...group, value }));
}

/** A new, empty item at the end of a list, or a new named text (its name numbered when taken). */
export const addItem = (groups: readonly SkillGroup[], index: number): SkillsEdit =>
  withValue(groups, index, (value) => {
    if (value.shape === 'list') return { ...value, items: [...value.items, ''] };
    if (value.shape === 'named') return { ...value, items: [...value.items, { name: freeName(NEW_NAME, value.items.map((item) => item.name)), value: '' }] };
    return value;
  });

export const removeItem = (groups: readonly SkillGroup[], index: number, item: number): SkillsEdit =>
  withValue(groups, index, (value) => (value.shape === 'text' ? value : value.shape === 'list' ? { ...value, items: without(value.items, item) } : { ...value, items: without(value.items, item) }));

export const moveItem = (groups: readonly SkillGroup[], index: number, item: number, by: -1 | 1): SkillsEdit =>
  withValue(groups, index, (value) =>
    value.shape === 'text' ? value : value.shape === 'list' ? { ...value, items: moved(value.items, item, by) } : { ...value, items: moved(value.items, item, by) },
  );

/** Sets a list item's text, a named text's value, or a text group's text (`item` is then ignored). */
export const setItemText = (groups: readonly SkillGroup[], index: number, item: number, text: string): SkillsEdit =>
  withValue(groups, index, (value) => {
    if (value.shape === 'text') return { ...value, text };
    if (value.shape === 'list') return { ...value, items: replaced(value.items, item, text) };
    const named = value.items[item];
    return named === undefined ? value : { ...value, items: replaced(value.items, item, { ...named, value: text }) };
  });

export const renameItem = (groups: readonly SkillGroup[], index: number, item: number, name: string): SkillsEdit =>
  withValue(groups, index, (value) => {
    if (value.shape !== 'named') return value;
    const named = value.items[item];
    if (named === undefined) return value;
    if (value.items.some((other, at) => at !== item && other.name === name)) return itemNameTaken(name);
    return { ...value, items: replaced(value.items, item, { ...named, name }) };
  });
