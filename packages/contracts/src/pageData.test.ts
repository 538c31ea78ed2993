import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './pageData';

describe('scriptSafeJson', () => {
  it('cannot end or change the script element it sits in, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
