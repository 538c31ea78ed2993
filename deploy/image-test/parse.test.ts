import { describe, expect, it } from 'vitest';
import { megabytes, parseContainerState, parseImageSize, parseStat, summarizeReads, uidsFromProcStatus } from './parse.ts';

describe('the checks\' parsing', () => {
  it('reads the uids of /proc/1/status', () => {
    expect(uidsFromProcStatus('Name:\tnode\nUmask:\t0022\nUid:\t1000\t1000\t1000\t1000\nGid:\t1000\t1000\t1000\t1000\n')).toEqual({ real: 1000, effective: 1000 });
    expect(() => uidsFromProcStatus('Name: node')).toThrow(/no Uid/);
  });

  it('reads stat lines, paths with spaces too', () => {
    expect(parseStat('700 node /data\n600 node /data/portfolio.sqlite\n644 root /a b\n')).toEqual([
      { mode: '700', owner: 'node', path: '/data' },
      { mode: '600', owner: 'node', path: '/data/portfolio.sqlite' },
      { mode: '644', owner: 'root', path: '/a b' },
    ]);
    expect(() => parseStat("stat: cannot statx '/x': No such file or directory")).toThrow(/not a stat line/);
  });

  it('reads the image size and prints it in MB', () => {
    expect(parseImageSize('412345678\n')).toBe(412_345_678);
    expect(() => parseImageSize('<no value>')).toThrow(/not an image size/);
    expect(megabytes(412_345_678)).toBe('412.3 MB');
  });

  it('reads a container\'s state from inspect', () => {
    expect(parseContainerState('[{"State":{"Status":"exited","Running":false,"ExitCode":0}}]')).toEqual({ running: false, exitCode: 0, status: 'exited' });
    expect(parseContainerState('[{"State":{"Status":"running","Running":true,"ExitCode":0}}]').running).toBe(true);
    expect(() => parseContainerState('[]')).toThrow(/no State/);
  });

  it('counts failed reads: no answer or anything but 2xx', () => {
    expect(summarizeReads([200, 200, 'error', 502, 204, 'error: ECONNRESET'])).toEqual({ total: 6, failed: 3, byStatus: { 200: 2, error: 1, 502: 1, 204: 1, 'error: ECONNRESET': 1 } });
    expect(summarizeReads([]).failed).toBe(0);
  });
});
