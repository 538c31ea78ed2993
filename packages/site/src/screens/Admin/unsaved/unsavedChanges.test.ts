import { describe, expect, it, vi } from 'vitest';
import { createUnsavedChanges, hasChanges } from './unsavedChanges';

describe('unsaved changes', () => {
  it('keeps the marked forms, by tab, and tells its listeners of each change', () => {
    const unsaved = createUnsavedChanges();
    const listener = vi.fn();
    unsaved.subscribe(listener);
    unsaved.mark('writing/add', true);
    unsaved.mark('projects/form', true);
    unsaved.mark('writing/add', true);
    expect(unsaved.keys()).toEqual(['writing/add', 'projects/form']);
    expect(unsaved.keys('writing')).toEqual(['writing/add']);
    expect(unsaved.keys('art')).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsaved.mark('writing/add', false);
    expect(unsaved.keys()).toEqual(['projects/form']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops telling a listener that unsubscribed', () => {
    const unsaved = createUnsavedChanges();
    const listener = vi.fn();
    unsaved.subscribe(listener)();
    unsaved.mark('about/config', true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('compares fields by value', () => {
    expect(hasChanges({ title: 'a', tags: ['x'] }, { title: 'a', tags: ['x'] })).toBe(false);
    expect(hasChanges({ title: 'a', tags: ['x'] }, { title: 'a', tags: ['y'] })).toBe(true);
    expect(hasChanges({ title: 'a', draft: false }, { title: 'a', draft: true })).toBe(true);
  });
});
