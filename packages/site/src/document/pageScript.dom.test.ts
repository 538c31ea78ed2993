import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// index.html's inline script, run as the browser runs it before the app (the server allows it by
// its hash): the keys a visitor types before the app has taken the page over, and the splash's
// first frame. The app's own handlers (useTypingRedirect, the live Splash) take over from there.
const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? '';

const html = document.documentElement;

function runPageScript(): void {
  // The page's own code, as written in index.html: a plain script in the page's global scope.
  new Function(PAGE_SCRIPT)();
}

/** A key pressed where the focus is (the page itself when nothing has it); false if a handler kept it from the page. */
function press(key: string, init: KeyboardEventInit = {}): boolean {
  const target = document.activeElement ?? document.body;
  return target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

function commandLine(): HTMLInputElement {
  const field = document.querySelector<HTMLInputElement>('input[data-command-line]');
  if (field === null) throw new Error('no command line');
  return field;
}

beforeEach(() => {
  document.body.innerHTML = '<a href="/projects">projects/</a><p>output</p><input data-command-line="" value="ab">';
});

afterEach(() => {
  // The app is up and the boot over: the script's listeners remove themselves at the next event.
  html.setAttribute('data-app-ready', '');
  html.classList.remove('booting');
  press('x');
  document.body.click();
  for (const name of ['data-app-ready', 'data-app-running', 'data-splash-skipped', 'data-theme']) html.removeAttribute(name);
  html.className = '';
  sessionStorage.clear();
  localStorage.clear();
});

describe("the page's inline script, before the app runs", () => {
  beforeEach(() => {
    sessionStorage.setItem('splashShown', 'true');
    runPageScript();
  });

  it('sends a character typed while nothing has the focus to the command line, caret at the end', () => {
    expect(document.activeElement).toBe(document.body);
    press('w');
    expect(document.activeElement).toBe(commandLine());
    expect(commandLine().selectionStart).toBe(2);
  });

  it('leaves chords, other keys and a focused link alone', () => {
    press('c', { ctrlKey: true });
    press('ArrowDown');
    press('Tab');
    expect(document.activeElement).toBe(document.body);
    document.querySelector('a')?.focus();
    press('w');
    expect(document.activeElement).toBe(document.querySelector('a'));
  });

  it('skips a disabled command line', () => {
    commandLine().disabled = true;
    press('w');
    expect(document.activeElement).toBe(document.body);
  });

  it('notes an Enter in the command line for the terminal to run, until the app runs', () => {
    commandLine().focus();
    expect(press('Enter')).toBe(true);
    expect(commandLine().hasAttribute('data-entered')).toBe(true);
    commandLine().removeAttribute('data-entered');
    html.setAttribute('data-app-running', '');
    press('Enter');
    expect(commandLine().hasAttribute('data-entered')).toBe(false);
  });

  it('keeps the keys typed after that Enter in its note, each further Enter a line break, the field left as entered', () => {
    commandLine().focus();
    press('Enter');
    for (const key of ['l', 's', 'Enter', 'x', 'Backspace', 'Backspace']) expect(press(key)).toBe(false);
    commandLine().blur();
    expect(press('w')).toBe(false);
    expect(commandLine().getAttribute('data-entered')).toBe('ls\nw');
    expect(commandLine().value).toBe('ab');
  });

  it('leaves a key for a focused link, a chord and other keys alone while keeping them', () => {
    commandLine().focus();
    press('Enter');
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(press('ArrowLeft')).toBe(true);
    document.querySelector('a')?.focus();
    expect(press('w')).toBe(true);
    expect(commandLine().getAttribute('data-entered')).toBe('');
  });

  it('stops keeping them once the app runs (React then sees every key)', () => {
    commandLine().focus();
    press('Enter');
    html.setAttribute('data-app-running', '');
    expect(press('w')).toBe(true);
    expect(commandLine().getAttribute('data-entered')).toBe('');
  });

  it('notes no Enter in a field that is not the command line', () => {
    const other = document.body.appendChild(document.createElement('input'));
    other.focus();
    press('Enter');
    expect(other.hasAttribute('data-entered')).toBe(false);
    expect(commandLine().hasAttribute('data-entered')).toBe(false);
  });

  it('hands the keys over to the app once it has taken the page over', () => {
    html.setAttribute('data-app-ready', '');
    press('w');
    expect(document.activeElement).toBe(document.body);
  });

  it('has no splash to end on a later visit: Escape and Enter are the page\'s', () => {
    expect(html.classList.contains('booting')).toBe(false);
    expect(press('Escape')).toBe(true);
    expect(html.hasAttribute('data-splash-skipped')).toBe(false);
  });
});

describe("the page's inline script over the splash's first frame", () => {
  beforeEach(() => {
    runPageScript();
  });

  it('shows the first frame on a first visit to /', () => {
    expect(html.classList.contains('booting')).toBe(true);
  });

  it('lets typing through to the command line without ending the boot', () => {
    press('h');
    expect(document.activeElement).toBe(commandLine());
    expect(html.classList.contains('booting')).toBe(true);
  });

  it.each(['Escape', 'Enter'])('ends it on %s, which does nothing else', (key) => {
    commandLine().focus();
    expect(press(key)).toBe(false);
    expect(html.classList.contains('booting')).toBe(false);
    expect(html.hasAttribute('data-splash-skipped')).toBe(true);
    expect(commandLine().hasAttribute('data-entered')).toBe(false);
  });

  it('ends it on a click', () => {
    document.querySelector('p')?.click();
    expect(html.classList.contains('booting')).toBe(false);
    expect(html.hasAttribute('data-splash-skipped')).toBe(true);
  });

  it('still ends it once the app is up but the live splash is not (its code on the way)', () => {
    html.setAttribute('data-app-ready', '');
    expect(press('Escape')).toBe(false);
    expect(html.hasAttribute('data-splash-skipped')).toBe(true);
  });
});
