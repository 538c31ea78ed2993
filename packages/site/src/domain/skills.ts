/** One row of the quick overview's Skills section. */
export interface SkillRow {
  readonly label: string;
  readonly value: string;
}

export type SkillsParse = { readonly ok: true; readonly rows: readonly SkillRow[] } | { readonly ok: false; readonly error: string };

export const SKILLS_PARSE_ERROR = 'Error parsing skills data';

function capitalise(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

function describeValue(value: unknown, innerKey: (key: string) => string): string {
  if (Array.isArray(value)) return value.map((item) => describeValue(item, innerKey)).join(', ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${innerKey(key)}: ${describeValue(inner, innerKey)}`)
      .join(' | ');
  }
  return String(value);
}

const asWritten = (key: string) => key;

/**
 * The quick overview's skills: keys capitalised; a value is a string, an array joined by commas, or an
 * object shown as `key: value` joined by ` | `. Anything that is not a JSON object is an error.
 * `keyLabel`, when given, writes every key, the inner ones too (the quick overview's `skillWords`);
 * without it the keys are capitalised and inner keys stay as written (the about page's `cat`).
 */
export function parseSkills(skillsJson: string, keyLabel?: (key: string) => string): SkillsParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(skillsJson);
  } catch {
    return { ok: false, error: SKILLS_PARSE_ERROR };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, error: SKILLS_PARSE_ERROR };
  return {
    ok: true,
    rows: Object.entries(parsed).map(([key, value]) => ({ label: (keyLabel ?? capitalise)(key), value: describeValue(value, keyLabel ?? asWritten) })),
  };
}
