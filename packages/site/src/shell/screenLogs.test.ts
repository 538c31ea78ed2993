import { echoLine, fillEntry, navigateEntry, outputLine, textLine } from '@portfolio/terminal-ui/engine/output';
import { createOutputLog } from '@portfolio/terminal-ui/engine/outputLog';
import { describe, expect, it } from 'vitest';
import { createScreenLogs } from './screenLogs';

describe('createScreenLogs', () => {
  it('has nothing for a screen not run this visit', () => {
    expect(createScreenLogs().get('/')).toBeUndefined();
  });

  it('gives back a screen\'s lines, clickable entries included, without their ids', () => {
    const logs = createScreenLogs();
    const lines = [
      echoLine('portfolio@localhost:~$', 'ls'),
      outputLine(navigateEntry('projects/', '/projects'), fillEntry('readme.txt', 'cat readme.txt')),
      textLine('oops', 'error'),
    ];
    logs.set('/', createOutputLog(lines).lines);
    expect(logs.get('/')).toEqual(lines);
  });

  it('keeps each screen apart, the last report winning', () => {
    const logs = createScreenLogs();
    logs.set('/', createOutputLog([textLine('home')]).lines);
    logs.set('/art', createOutputLog([textLine('art')]).lines);
    logs.set('/', createOutputLog([textLine('home again')]).lines);
    expect(logs.get('/')).toEqual([textLine('home again')]);
    expect(logs.get('/art')).toEqual([textLine('art')]);
  });
});
