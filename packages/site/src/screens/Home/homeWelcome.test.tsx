import { defineTerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { textLine } from '@portfolio/terminal-ui/engine/output';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../config/defaults';
import { WELCOME_HINTS, WELCOME_SLOT, welcomeHintHref, welcomeIntro, withWelcome } from './homeWelcome';

const input = (initialLines?: ReturnType<typeof textLine>[]) =>
  defineTerminalInput({ commands: [], prompt: '$', getContext: () => ({ theme: 'dark' }), initialLines });

describe('withWelcome', () => {
  it('opens the log with the welcome slot, before any line the session already had', () => {
    expect(withWelcome(input()).initialLines).toEqual([{ kind: 'output', segments: [{ kind: 'slot', slot: WELCOME_SLOT, text: '' }] }]);
    expect(withWelcome(input([textLine('kept')])).initialLines?.[1]).toEqual(textLine('kept'));
  });
});

describe('welcomeIntro', () => {
  it("names the owner's role, the built-in one when unset", () => {
    expect(welcomeIntro({ quickviewSubtitle: 'Firmware Engineer' })).toBe('Firmware Engineer. This portfolio is a shell: type a command, or click one below.');
    expect(welcomeIntro(DEFAULT_SITE_CONFIG)).toMatch(/^Computer Engineering Student\. /);
  });
});

describe('welcomeHintHref', () => {
  it('links each hint to the page it opens, or to the home that runs it', () => {
    expect(WELCOME_HINTS.map(welcomeHintHref)).toEqual(['/?cmd=help', '/?cmd=ls', '/projects', '/about/quickview?from=home']);
    expect(welcomeHintHref('cd nowhere')).toBe('/?cmd=cd%20nowhere');
  });
});
