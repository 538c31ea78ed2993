import type { MatcherFunction } from '@testing-library/react';

/**
 * A Testing Library matcher for a text split across elements (a meta line whose dates are `<time>`s):
 * the innermost element whose whole text is `expected`.
 */
export function wholeText(expected: string | RegExp): MatcherFunction {
  const matches = (text: string | null) => (typeof expected === 'string' ? text === expected : expected.test(text ?? ''));
  return (_content, element) => element !== null && matches(element.textContent) && ![...element.children].some((child) => matches(child.textContent));
}
