import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHistory, memoryHistory } from './navigation';

describe('memoryHistory', () => {
  it('opens at the last entry unless told, each entry knowing its place in the visit', () => {
    expect(memoryHistory(['/writing', '/writing/a?x=1']).current()).toEqual({ pathname: '/writing/a', search: '?x=1', index: 1 });
    expect(memoryHistory(['/writing', '/writing/a'], 0).current()).toEqual({ pathname: '/writing', search: '', index: 0 });
    expect(memoryHistory([]).current()).toEqual({ pathname: '/', search: '', index: 0 });
  });

  it('pushes, replaces and goes back, telling its subscribers each time', () => {
    const history = memoryHistory(['/']);
    const listener = vi.fn();
    history.subscribe(listener);
    history.push('/projects');
    expect(history.current()).toEqual({ pathname: '/projects', search: '', index: 1 });
    history.push('/about/quickview?from=about', { replace: true });
    expect(history.current()).toEqual({ pathname: '/about/quickview', search: '?from=about', index: 1 });
    history.back();
    expect(history.current()).toEqual({ pathname: '/', search: '', index: 0 });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('goes nowhere back from the first entry, and drops the forward entries on a push', () => {
    const history = memoryHistory(['/a', '/b', '/c'], 1);
    history.push('/d');
    expect(history.current()).toEqual({ pathname: '/d', search: '', index: 2 });
    history.back();
    history.back();
    const first = history.current();
    history.back();
    expect(history.current()).toBe(first);
    expect(first.pathname).toBe('/a');
  });

  it('replaces the entry when the link leads to the page already open', () => {
    const history = memoryHistory(['/', '/projects']);
    history.push('/projects');
    expect(history.current().index).toBe(1);
    history.back();
    expect(history.current().pathname).toBe('/');
  });

  it('keeps the same snapshot until the location changes', () => {
    const history = memoryHistory(['/']);
    expect(history.current()).toBe(history.current());
  });
});

describe('browserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('counts the entries the site pushes, so the first page of a visit has index 0', () => {
    window.history.replaceState(null, '', '/writing/a');
    const history = browserHistory();
    expect(history.current()).toEqual({ pathname: '/writing/a', search: '', index: 0 });
    history.push('/writing?page=2');
    expect(history.current()).toEqual({ pathname: '/writing', search: '?page=2', index: 1 });
    const length = window.history.length;
    expect(window.location.pathname + window.location.search).toBe('/writing?page=2');
    history.push('/projects', { replace: true });
    expect(history.current().index).toBe(1);
    history.push('/projects');
    expect(history.current().index).toBe(1);
    expect(window.history.length).toBe(length);
  });

  it('follows Back and Forward (popstate) and reads the index the entry was pushed with', () => {
    window.history.replaceState(null, '', '/');
    const history = browserHistory();
    history.push('/art');
    const listener = vi.fn();
    history.subscribe(listener);
    window.history.replaceState({ siteIndex: 0 }, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.current()).toEqual({ pathname: '/', search: '', index: 0 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('treats a foreign or missing history state as the first page', () => {
    window.history.replaceState({ idx: 3, siteIndex: 'x' }, '', '/about');
    expect(browserHistory().current().index).toBe(0);
  });
});
