import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No field of the
 * product means one, PostgreSQL refuses NUL in text and jsonb, and a log line with one is a trap.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when `value` holds a character of CONTROL_CHARACTER. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** A string schema that refuses control characters (see CONTROL_CHARACTER). */
export function plainText() {
  return z.string().refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);
}
