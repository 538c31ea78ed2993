import { describe, expect, it } from 'vitest';
import { skillWords } from './skillWords';

describe('skillWords', () => {
  it('splits camelCase and PascalCase keys into words, capitalising the first', () => {
    expect(skillWords('versionControl')).toBe('Version control');
    expect(skillWords('SpokenLanguages')).toBe('Spoken languages');
    expect(skillWords('languages')).toBe('Languages');
  });

  it('reads snake_case, kebab-case and spaced keys', () => {
    expect(skillWords('spoken_languages')).toBe('Spoken languages');
    expect(skillWords('spoken-languages')).toBe('Spoken languages');
    expect(skillWords('  Spoken   Languages ')).toBe('Spoken languages');
  });

  it('keeps acronyms and numbers', () => {
    expect(skillWords('CI')).toBe('CI');
    expect(skillWords('ciTools')).toBe('Ci tools');
    expect(skillWords('HTMLParser')).toBe('HTML parser');
    expect(skillWords('usedAPIs')).toBe('Used APIs');
    expect(skillWords('web3Stack')).toBe('Web3 stack');
  });

  it('reads a two-letter key as an acronym', () => {
    expect(['ci', 'ui', 'Os', 'DB'].map(skillWords)).toEqual(['CI', 'UI', 'OS', 'DB']);
  });

  it('leaves an empty key empty', () => {
    expect(skillWords('')).toBe('');
  });
});
