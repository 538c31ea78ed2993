import { describe, expect, it } from 'vitest';
import { commandLinkLine, commandLinkUrl, linkRefusal, notRunFromLink, searchWithoutCommandLink } from './commandLink';

const HOME = ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'theme', 'admin', 'man', 'pwd', 'echo', 'date', 'open', 'history', 'share', 'grep'];
const ABOUT = ['ls', 'cat', 'cd', 'quickview', 'theme', 'help', 'clear', 'email', 'linkedin', 'github', 'download', 'resume', 'curl', 'share'];

describe('linkRefusal', () => {
  it('runs the commands that read', () => {
    for (const line of ['ls', 'cat readme.txt', 'whoami', 'help', 'help ls', 'man cd', 'grep oscilloscope', 'cd projects', 'quickview', 'pwd', 'echo hi', 'date', 'history', 'open art', 'test']) {
      expect(linkRefusal(line, HOME), line).toBeNull();
    }
  });

  it('runs theme alone (it prints the theme) but not theme with an argument (it changes it)', () => {
    expect(linkRefusal('theme', HOME)).toBeNull();
    expect(linkRefusal('theme dark', HOME)).toBe('Not run from a link: theme dark changes a setting; type it yourself.');
    expect(linkRefusal('theme a b', HOME)).toBe(notRunFromLink('theme a b changes a setting'));
  });

  it('never runs admin, with or without a password', () => {
    expect(linkRefusal('admin x', HOME)).toBe('Not run from a link: admin signs in; type it yourself.');
    expect(linkRefusal('admin', HOME)).toBe(notRunFromLink('admin signs in'));
    expect(linkRefusal('  admin   secret words ', HOME)).toBe(notRunFromLink('admin signs in'));
    expect(linkRefusal('admin x', ['ls', 'cd', 'help', 'clear', 'theme'])).toBe(notRunFromLink('admin signs in'));
  });

  it('refuses what clears, copies or opens another site', () => {
    expect(linkRefusal('clear', HOME)).toBe(notRunFromLink('clear wipes the screen'));
    expect(linkRefusal('share', HOME)).toBe(notRunFromLink('share writes to your clipboard'));
    expect(linkRefusal('curl https://example.com', ABOUT)).toBe(notRunFromLink('curl opens another site'));
    expect(linkRefusal('email', ABOUT)).toBe(notRunFromLink('email opens your mail program'));
    expect(linkRefusal('resume', ABOUT)).toBe(notRunFromLink('resume opens the resume in a new tab'));
  });

  it('refuses a command of the screen it does not know to only read', () => {
    expect(linkRefusal('upload cv.pdf', [...HOME, 'upload'])).toBe(notRunFromLink('upload does more than read'));
  });

  it('runs a first word that is none of the screen\'s commands (a title, a slug, a typo)', () => {
    expect(linkRefusal('pocket-oscilloscope', ['ls', 'cd', 'help', 'clear', 'theme'])).toBeNull();
    expect(linkRefusal('Pocket Oscilloscope', ['ls'])).toBeNull();
    expect(linkRefusal('lss', HOME)).toBeNull();
  });

  it('refuses history designators, whose line depends on the visitor\'s own history', () => {
    expect(linkRefusal('!!', HOME)).toBe(notRunFromLink('what it runs depends on your own history'));
    expect(linkRefusal('echo !3', HOME)).toBe(notRunFromLink('what it runs depends on your own history'));
    expect(linkRefusal('echo hello!', HOME)).toBeNull();
  });

  it('refuses several lines and a blank line', () => {
    expect(linkRefusal('ls\nadmin x', HOME)).toBe(notRunFromLink('a link runs one line'));
    expect(linkRefusal('   ', HOME)).toBe(notRunFromLink('the line is empty'));
  });
});

describe('the link in the address', () => {
  it.each([
    ['?cmd=ls', 'ls'],
    ['?cmd=cat%20readme.txt', 'cat readme.txt'],
    ['?cmd=grep+pocket', 'grep pocket'],
    ['?from=home&cmd=admin%20x', 'admin x'],
  ])('reads the line from cmd: %s', (search, line) => {
    expect(commandLinkLine(search)).toBe(line);
  });

  it('has no line without cmd or with a blank one', () => {
    expect(commandLinkLine('')).toBeNull();
    expect(commandLinkLine('?from=home')).toBeNull();
    expect(commandLinkLine('?cmd=')).toBeNull();
    expect(commandLinkLine('?cmd=%20%20')).toBeNull();
  });

  it('drops cmd and keeps the other parameters', () => {
    expect(searchWithoutCommandLink('?cmd=ls')).toBe('');
    expect(searchWithoutCommandLink('?a=1&cmd=ls&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutCommandLink('')).toBe('');
  });

  it('builds an absolute link that reads back to the same line', () => {
    const url = commandLinkUrl('https://example.com/projects', 'grep pocket & co');
    expect(url).toBe('https://example.com/projects?cmd=grep%20pocket%20%26%20co');
    expect(commandLinkLine(new URL(url).search)).toBe('grep pocket & co');
  });
});
