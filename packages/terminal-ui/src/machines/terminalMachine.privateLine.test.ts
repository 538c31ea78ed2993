import { describe, expect, it } from 'vitest';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

const maskSecret = (line: string) => (/^\s*whoami\s+\S/.test(line) ? 'whoami ********' : null);

describe('terminalMachine: private lines', () => {
  it('echoes a private line as the mask and keeps it out of history', () => {
    const t = startTerminal({ privateLine: maskSecret });
    t.submit('whoami s3cret');
    expect(t.screen()[0]).toBe(`${PROMPT} whoami ********`);
    expect(t.screen().join('\n')).not.toContain('s3cret');
    expect(t.context().history.entries).toEqual([]);
  });

  it('still runs the line as typed', () => {
    const t = startTerminal({ privateLine: maskSecret });
    t.submit('whoami s3cret');
    expect(t.screen()).toContain('whoami: too many arguments');
  });

  it('echoes and records ordinary lines as before', () => {
    const t = startTerminal({ privateLine: maskSecret });
    t.submit('whoami');
    expect(t.screen()[0]).toBe(`${PROMPT} whoami`);
    expect(t.context().history.entries).toEqual(['whoami']);
  });
});
