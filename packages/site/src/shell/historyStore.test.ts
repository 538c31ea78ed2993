import { MAX_HISTORY_ENTRIES } from '@portfolio/terminal-ui/engine/history';
import { describe, expect, it } from 'vitest';
import { createHistoryStore, HISTORY_STORAGE_KEY, type SessionStore } from './historyStore';

function memoryStorage(initial: Record<string, string> = {}): SessionStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
  };
}

const throwing: SessionStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('createHistoryStore', () => {
  it('reads an absent value as an empty history', () => {
    expect(createHistoryStore(memoryStorage()).read()).toEqual([]);
  });

  it('reads a corrupt or foreign value as an empty history', () => {
    for (const stored of ['{not json', '"ls"', '{"entries":["ls"]}', 'null', '42']) {
      expect(createHistoryStore(memoryStorage({ [HISTORY_STORAGE_KEY]: stored })).read(), stored).toEqual([]);
    }
  });

  it('keeps only the non-empty strings of a stored array', () => {
    const storage = memoryStorage({ [HISTORY_STORAGE_KEY]: JSON.stringify(['ls', 3, null, '', '  ', 'cd art', { x: 1 }]) });
    expect(createHistoryStore(storage).read()).toEqual(['ls', 'cd art']);
  });

  it('writes JSON that a reload (a new store on the same storage) reads back', () => {
    const storage = memoryStorage();
    createHistoryStore(storage).write(['ls', 'cat readme.txt']);
    expect(JSON.parse(storage.data[HISTORY_STORAGE_KEY] ?? '')).toEqual(['ls', 'cat readme.txt']);
    expect(createHistoryStore(storage).read()).toEqual(['ls', 'cat readme.txt']);
  });

  it('reads its own writes', () => {
    const store = createHistoryStore(memoryStorage());
    store.write(['help']);
    expect(store.read()).toEqual(['help']);
  });

  it('keeps at most MAX_HISTORY_ENTRIES, the newest', () => {
    const lines = Array.from({ length: MAX_HISTORY_ENTRIES + 2 }, (_, i) => `echo ${i}`);
    const store = createHistoryStore(memoryStorage({ [HISTORY_STORAGE_KEY]: JSON.stringify(lines) }));
    expect(store.read()).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(store.read().at(-1)).toBe(`echo ${MAX_HISTORY_ENTRIES + 1}`);
  });

  it('works in memory when storage throws, never crashing', () => {
    const store = createHistoryStore(throwing);
    expect(store.read()).toEqual([]);
    expect(() => store.write(['ls'])).not.toThrow();
    expect(store.read()).toEqual(['ls']);
  });

  it('works in memory without storage (the server, a blocked page)', () => {
    const store = createHistoryStore(null);
    store.write(['pwd']);
    expect(store.read()).toEqual(['pwd']);
  });
});
