import { describe, expect, it, vi } from 'vitest';
import { markdownPostFixture } from '../mocks/writingMocks';
import { fixturePageData } from '../testing/serverPage';
import { REACHING_EVENTS, untilVisitorReaches, waitsForVisitor } from './waitingPage';

const phone = (path: string) => fixturePageData(path, 'phone', 'localhost');

describe('waitsForVisitor', () => {
  it.each(['/about/quickview', '/projects/pocket-oscilloscope', `/writing/${markdownPostFixture.slug}`, '/art/books/the-soul-of-a-new-machine'])(
    'a phone’s reading page %s waits for the visitor',
    (path) => {
      expect(waitsForVisitor(phone(path), path, true)).toBe(true);
    },
  );

  it.each(['/projects', '/writing', '/art', '/about'])('a phone’s terminal screen %s waits for the visitor: its command line runs nothing until reached', (path) => {
    expect(waitsForVisitor(phone(path), path, true)).toBe(true);
  });

  it('a phone’s home (the menu) waits too: a first visit’s splash plays in a root of its own', () => {
    expect(waitsForVisitor(phone('/'), '/', true)).toBe(true);
  });

  it.each(['/no/such/page', '/admin'])('a phone’s %s does not (the 404 page; the admin)', (path) => {
    expect(waitsForVisitor(phone(path), path, true)).toBe(false);
  });

  it('nor a project or post the server did not find: the owner’s draft is asked for after the first render', () => {
    expect(waitsForVisitor(phone('/projects/no-such-project'), '/projects/no-such-project', true)).toBe(false);
    expect(waitsForVisitor(phone('/writing/no-such-post'), '/writing/no-such-post', true)).toBe(false);
  });

  it('nor a desktop’s page, nor a phone’s the browser would lay out as a desktop’s', () => {
    const path = '/about/quickview';
    expect(waitsForVisitor(fixturePageData(path, 'desktop', 'localhost'), path, false)).toBe(false);
    expect(waitsForVisitor(fixturePageData(path, 'desktop', 'localhost'), path, true)).toBe(false);
    expect(waitsForVisitor(phone(path), path, false)).toBe(false);
  });
});

describe('untilVisitorReaches', () => {
  it.each(REACHING_EVENTS)('a %s hands the page over, once, before the page’s own listeners see it', (type) => {
    const page = document.createElement('div');
    const link = page.appendChild(document.createElement('a'));
    const order: string[] = [];
    link.addEventListener(type, () => order.push('page'));
    untilVisitorReaches(page, undefined, () => order.push('reached'));
    link.dispatchEvent(new Event(type, { bubbles: true }));
    link.dispatchEvent(new Event(type, { bubbles: true }));
    expect(order).toEqual(['reached', 'page', 'page']);
  });

  it('a scroll does not; a change of the phone rule’s width does', () => {
    const page = document.createElement('div');
    const rule = new EventTarget() as MediaQueryList;
    const reached = vi.fn();
    untilVisitorReaches(page, rule, reached);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('wheel'));
    expect(reached).not.toHaveBeenCalled();
    rule.dispatchEvent(new Event('change'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('stops waiting without handing over when told to', () => {
    const page = document.createElement('div');
    const reached = vi.fn();
    untilVisitorReaches(page, undefined, reached)();
    page.dispatchEvent(new Event('keydown'));
    expect(reached).not.toHaveBeenCalled();
  });
});
