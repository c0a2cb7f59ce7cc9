import { describe, expect, it } from 'vitest';
import { describeError, trimStack, truncate } from './error-text';

describe('trimStack', () => {
  it('keeps the header and the first frames of a V8 stack', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at a (app.js:1:1)',
      '    at b (app.js:2:1)',
      '    at c (app.js:3:1)',
    ];
    expect(trimStack(stack.join('\n'), 2)).toBe(stack.slice(0, 3).join('\n'));
  });

  it('counts Gecko and WebKit frames', () => {
    const stack =
      'a@https://lahap.test/app.js:1:1\nb@https://lahap.test/app.js:2:1\nc@https://lahap.test/app.js:3:1';
    expect(trimStack(stack, 1)).toBe('a@https://lahap.test/app.js:1:1');
  });

  it('leaves a short stack alone', () => {
    expect(trimStack('Error: x\n    at a (app.js:1:1)', 10)).toBe('Error: x\n    at a (app.js:1:1)');
  });
});

describe('describeError', () => {
  it('describes errors, strings, message objects and anything else', () => {
    expect(describeError(new RangeError('r'))).toMatchObject({ name: 'RangeError', message: 'r' });
    expect(describeError('plain')).toEqual({ name: 'Error', message: 'plain' });
    expect(describeError({ name: 'AbortError', message: 'stop' })).toEqual({
      name: 'AbortError',
      message: 'stop',
    });
    expect(describeError(42)).toEqual({ name: 'Error', message: '42' });
    expect(describeError(Object.create(null))).toEqual({ name: 'Error', message: 'Unprintable error' });
  });
});

describe('truncate', () => {
  it('cuts to the limit', () => {
    expect(truncate('abcdef', 3)).toBe('abc');
    expect(truncate('ab', 3)).toBe('ab');
  });
});
