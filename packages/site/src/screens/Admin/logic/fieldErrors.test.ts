import { projectAddSchema } from '@portfolio/contracts/projects';
import { writingAddSchema, writingEditSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { fieldErrorOfAnswer, fieldErrorsOf, hasFieldErrors, visibleFieldErrors } from './fieldErrors';

describe('field errors', () => {
  it('names every refused field of an add at once, each with its first message', () => {
    const errors = fieldErrorsOf(writingAddSchema, { action: 'add', title: '', date: '2024-02-30', kind: 'blog', content: '' });
    expect(Object.keys(errors).sort()).toEqual(['date', 'title']);
    expect(errors.date).toMatch(/date/i);
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('names the fields of an edit without their `update.` prefix', () => {
    const errors = fieldErrorsOf(writingEditSchema, { action: 'edit', slug: 'a-post', update: { date: 'soon' } });
    expect(Object.keys(errors)).toEqual(['date']);
  });

  it('has nothing to say about a request the API would take', () => {
    const request = { action: 'add', title: 'Scope', description: 'A scope.', date: '2024-01-02' };
    expect(fieldErrorsOf(projectAddSchema, request)).toEqual({});
    expect(hasFieldErrors({})).toBe(false);
  });

  it("places the API's one reason on its field", () => {
    expect(fieldErrorOfAnswer('date: must be a real date in YYYY-MM-DD form')).toEqual({ date: 'must be a real date in YYYY-MM-DD form' });
    expect(fieldErrorOfAnswer('update.title: is required')).toEqual({ title: 'is required' });
    expect(fieldErrorOfAnswer('Invalid or expired token')).toEqual({});
  });
});

describe('the errors a form shows', () => {
  const found = { date: 'must be a real date in YYYY-MM-DD form', title: 'is required' };

  it('shows nothing before a save failed', () => {
    expect(visibleFieldErrors(false, found, 'date: must be a real date in YYYY-MM-DD form')).toEqual({});
  });

  it("shows every problem found in what is typed now, else the server's field", () => {
    expect(visibleFieldErrors(true, found, 'date: must be a real date in YYYY-MM-DD form')).toEqual(found);
    expect(visibleFieldErrors(true, {}, 'title: is already taken')).toEqual({ title: 'is already taken' });
    expect(visibleFieldErrors(true, {}, 'Failed to fetch')).toEqual({});
    expect(visibleFieldErrors(true, {}, null)).toEqual({});
  });
});
