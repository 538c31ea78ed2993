import type { SiteConfig } from '@portfolio/contracts/config';
import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import type { Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, withDefaults } from '../config/defaults';
import { shortConfigFixture as CONFIG } from '../mocks/configFixtures';
import { aboutTerminalInput, createAboutCommands, type AboutContext } from './aboutCommands';
import { everyScreenCommandNames } from './everyScreenCommands';

const table = createAboutCommands();
const ctx = (config: SiteConfig = CONFIG): AboutContext => ({ theme: 'light', config });

function read(line: string, context = ctx()): string[] {
  const effects = runLine(table, line, context) as readonly Effect[];
  return effects.map((effect) =>
    effect.type === 'print' ? effect.segments.map((segment: OutputSegment) => segment.text).join('') : JSON.stringify(effect),
  );
}

function segments(line: string, context = ctx()): OutputSegment[][] {
  const effects = runLine(table, line, context) as readonly Effect[];
  return effects.flatMap((effect) => (effect.type === 'print' ? [[...effect.segments]] : []));
}

const UNSET = withDefaults({
  ...CONFIG,
  profileText: '',
  skillsJson: '',
  resumeText: '',
  resumeDownloadLink: '',
  emailLink: '',
  linkedinUrl: '',
  githubUrl: '',
});

describe('about commands: files', () => {
  it('ls lists the four files, each filling its cat command', () => {
    expect(read('ls')).toEqual(['├── about.txt', '├── skills.json', '├── contact.txt', '└── resume.pdf']);
    expect(segments('ls')[0]?.[1]).toEqual({ kind: 'fill', text: 'about.txt', input: 'cat about.txt' });
    expect(read('ls -la')).toEqual(['ls: -la: No such file or directory']);
  });

  it('cat about.txt prints the profile text, line by line', () => {
    expect(read('cat about.txt')).toEqual(['Hi, I am Riley.', 'I build things.']);
    expect(read('cat about.txt', ctx(UNSET))).toEqual([DEFAULT_SITE_CONFIG.profileText]);
  });

  it('cat skills.json renders the skills by the quick overview rules', () => {
    expect(read('cat skills.json')).toEqual(['Languages: C, Rust', 'Tools: vcs: Git', 'Spoken: English']);
    expect(read('cat skills.json', ctx({ ...CONFIG, skillsJson: '{nope' }))).toEqual(['Error parsing skills data']);
  });

  it('cat contact.txt prints links that fill a curl command', () => {
    expect(read('cat contact.txt')).toEqual([
      'Email: riley@example.com',
      'LinkedIn: https://www.linkedin.com/in/riley',
      'GitHub: https://github.com/riley',
    ]);
    expect(segments('cat contact.txt').map((line) => line[1])).toEqual([
      { kind: 'fill', text: 'riley@example.com', input: 'curl mailto:riley@example.com' },
      { kind: 'fill', text: 'https://www.linkedin.com/in/riley', input: 'curl https://www.linkedin.com/in/riley' },
      { kind: 'fill', text: 'https://github.com/riley', input: 'curl https://github.com/riley' },
    ]);
  });

  it('cat resume.pdf prints the resume text and a download link filling curl', () => {
    expect(read('cat resume.pdf')).toEqual(['Riley Chen — B.Eng. 2027', '', 'Download: /demo/resume.pdf']);
    expect(segments('cat resume.pdf')[2]?.[1]).toEqual({ kind: 'fill', text: '/demo/resume.pdf', input: 'curl /demo/resume.pdf' });
  });

  it('unset links read [link not configured] and are not clickable', () => {
    expect(read('cat contact.txt', ctx(UNSET))).toEqual([
      'Email: [link not configured]',
      'LinkedIn: [link not configured]',
      'GitHub: [link not configured]',
    ]);
    expect(read('cat resume.pdf', ctx(UNSET))).toEqual([DEFAULT_SITE_CONFIG.resumeText, '', 'Download: [link not configured]']);
    expect(segments('cat resume.pdf', ctx(UNSET))[2]?.[1]).toEqual({ kind: 'text', text: '[link not configured]', tone: 'muted' });
  });

  it('cat needs exactly one known file', () => {
    expect(read('cat')).toEqual(['Usage: cat <filename>']);
    expect(read('cat about.txt skills.json')).toEqual(['Usage: cat <filename>']);
    expect(read('cat secrets.txt')).toEqual(['cat: secrets.txt: No such file or directory']);
  });
});

describe('about commands: moving and opening', () => {
  const navigate = (to: string) => JSON.stringify({ type: 'navigate', to });
  const open = (url: string) => JSON.stringify({ type: 'openUrl', url });

  it('cd .. goes home; anything else is "Usage: cd .."', () => {
    expect(read('cd ..')).toEqual([navigate('/')]);
    expect(read('cd ../')).toEqual([navigate('/')]);
    expect(read('cd')).toEqual(['Usage: cd ..']);
    expect(read('cd projects')).toEqual(['Usage: cd ..']);
    expect(read('cd .. ..')).toEqual(['Usage: cd ..']);
  });

  it('quickview opens the quick overview, whose Back returns here', () => {
    expect(read('quickview')).toEqual([navigate('/about/quickview?from=about')]);
    expect(read('quickview now')).toEqual(['quickview: too many arguments']);
  });

  it('email, linkedin and github open their link in a new tab', () => {
    expect(read('email')).toEqual(['Opening mailto:riley@example.com...', open('mailto:riley@example.com')]);
    expect(read('linkedin')).toEqual(['Opening https://www.linkedin.com/in/riley...', open('https://www.linkedin.com/in/riley')]);
    expect(read('github')).toEqual(['Opening https://github.com/riley...', open('https://github.com/riley')]);
    expect(read('github now')).toEqual(['github: too many arguments']);
  });

  it('say so when a link is not set', () => {
    expect(read('email', ctx(UNSET))).toEqual(['Email link not configured']);
    expect(read('linkedin', ctx(UNSET))).toEqual(['LinkedIn link not configured']);
    expect(read('github', ctx(UNSET))).toEqual(['GitHub link not configured']);
  });

  it('download and resume open the resume link, or say it is not configured', () => {
    expect(read('download')).toEqual(['Opening /demo/resume.pdf...', open('/demo/resume.pdf')]);
    expect(read('resume')).toEqual(['Opening /demo/resume.pdf...', open('/demo/resume.pdf')]);
    expect(read('download', ctx(UNSET))).toEqual(['Resume download link not configured']);
    expect(read('resume', ctx(UNSET))).toEqual(['Resume download link not configured']);
  });

  it('curl opens http(s), mailto and site paths, and refuses everything else', () => {
    expect(read('curl https://example.com/a')).toEqual(['Opening https://example.com/a...', open('https://example.com/a')]);
    expect(read('curl mailto:a@b.c')).toEqual(['Opening mailto:a@b.c...', open('mailto:a@b.c')]);
    expect(read('curl /demo/resume.pdf')).toEqual(['Opening /demo/resume.pdf...', open('/demo/resume.pdf')]);
    expect(read('curl')).toEqual(['Usage: curl <url>']);
    expect(read('curl a b')).toEqual(['Usage: curl <url>']);
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'file:///etc/passwd', 'example.com']) {
      expect(read(`curl ${url}`)).toEqual([`curl: ${url}: only http(s)://, mailto: and /paths can be opened`]);
    }
  });
});

describe('about commands: shared ones', () => {
  it('theme shows or sets the theme', () => {
    expect(read('theme')).toEqual(['Current theme: light']);
    expect(read('theme dark')).toEqual([JSON.stringify({ type: 'setTheme', theme: 'dark' }), 'Theme set to dark']);
    expect(read('theme Dark')).toEqual([JSON.stringify({ type: 'setTheme', theme: 'dark' }), 'Theme set to dark']);
    expect(read('theme red')).toEqual(['Invalid theme: red. Available themes: dark, light']);
    expect(read('theme a b')).toEqual(['theme: too many arguments']);
  });

  it('help lists every command; help and clear take no argument; unknown commands are not found', () => {
    const help = read('help');
    expect(help[0]).toBe('Available commands:');
    expect(help.slice(1, -1).map((line) => line.trim().split(/\s+/)[0])).toEqual([
      'ls', 'cat', 'cd', 'quickview', 'email', 'linkedin', 'github', 'download', 'resume', 'curl', 'theme', 'help', 'clear',
      ...everyScreenCommandNames(),
    ]);
    expect(read('help x')).toEqual(['help: too many arguments']);
    expect(read('clear x')).toEqual(['clear: too many arguments']);
    expect(read('clear')).toEqual([JSON.stringify({ type: 'clear' })]);
    expect(read('whoami')).toEqual(['whoami: command not found']);
  });
});

describe('about terminal input', () => {
  const input = aboutTerminalInput(() => ctx(), 'example.org');
  const candidates = input.candidates?.() ?? { commands: [] };
  const tab = (line: string) => complete(line, candidates, input.completion);

  it('prompts portfolio@{host}:~/about$, adds a blank line for an empty input', () => {
    expect(input.prompt).toBe('portfolio@example.org:~/about$');
    expect(input.emptyLine).toBe('blank');
  });

  it('completes commands, files after cat, themes after theme; several matches are listed', () => {
    expect(tab('qu')).toEqual({ kind: 'complete', input: 'quickview ' });
    expect(tab('c')).toEqual({ kind: 'matches', matches: ['cat', 'cd', 'curl', 'clear'] });
    expect(tab('cat s')).toEqual({ kind: 'complete', input: 'cat skills.json' });
    expect(tab('cat ')).toEqual({ kind: 'matches', matches: ['about.txt', 'skills.json', 'contact.txt', 'resume.pdf'] });
    expect(tab('theme d')).toEqual({ kind: 'complete', input: 'theme dark' });
    expect(tab('theme ')).toEqual({ kind: 'matches', matches: ['dark', 'light'] });
  });

  it('a unique file name with no command match completes to cat {file}', () => {
    expect(tab('ab')).toEqual({ kind: 'complete', input: 'cat about.txt' });
    expect(tab('sk')).toEqual({ kind: 'complete', input: 'cat skills.json' });
    expect(tab('res')).toEqual({ kind: 'complete', input: 'resume ' });
    expect(tab('co')).toEqual({ kind: 'complete', input: 'cat contact.txt' });
  });
});
