import { describe, expect, it } from 'vitest';
import { skillWords } from './skillWords';
import { parseSkills } from './skills';

describe('parseSkills', () => {
  it('capitalises keys and renders strings, arrays and objects', () => {
    const json = JSON.stringify({
      languages: ['C', 'Rust', 'TypeScript'],
      hardware: 'FPGA design',
      tools: { editor: 'Neovim', vcs: 'git' },
    });
    expect(parseSkills(json)).toEqual({
      ok: true,
      rows: [
        { label: 'Languages', value: 'C, Rust, TypeScript' },
        { label: 'Hardware', value: 'FPGA design' },
        { label: 'Tools', value: 'editor: Neovim | vcs: git' },
      ],
    });
  });

  it('writes every key, inner ones too, with the labeller given (the quick overview)', () => {
    const json = JSON.stringify({ SpokenLanguages: 'English', tools: { versionControl: 'git' } });
    expect(parseSkills(json, skillWords)).toEqual({
      ok: true,
      rows: [
        { label: 'Spoken languages', value: 'English' },
        { label: 'Tools', value: 'Version control: git' },
      ],
    });
    expect(parseSkills(json)).toEqual({
      ok: true,
      rows: [
        { label: 'SpokenLanguages', value: 'English' },
        { label: 'Tools', value: 'versionControl: git' },
      ],
    });
  });

  it('reports invalid JSON with the spec message', () => {
    expect(parseSkills('{not json')).toEqual({ ok: false, error: 'Error parsing skills data' });
  });

  it('reports JSON that is not an object with the same message', () => {
    expect(parseSkills('[1,2]')).toEqual({ ok: false, error: 'Error parsing skills data' });
    expect(parseSkills('null')).toEqual({ ok: false, error: 'Error parsing skills data' });
  });
});
