/** What can be said of a thrown value, whatever was thrown. */
export interface ErrorText {
  name: string;
  message: string;
  stack?: string;
}

/** Name, message and stack of anything thrown; never throws itself. */
export function describeError(error: unknown): ErrorText {
  try {
    if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
    if (typeof error === 'string') return { name: 'Error', message: error };
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { name, message } = error as { name?: unknown; message?: unknown };
      return { name: typeof name === 'string' ? name : 'Error', message: String(message) };
    }
    return { name: 'Error', message: String(error) };
  } catch {
    return { name: 'Error', message: 'Unprintable error' };
  }
}

const FRAME = /^\s*at\s|@\S*:\d+/;

/**
 * The stack with at most `maxFrames` frame lines; the header lines before the first frame
 * (the error's own text) are kept. Understands V8's "    at …" and Gecko/WebKit's "fn@url:1:2".
 */
export function trimStack(stack: string, maxFrames: number): string {
  const kept: string[] = [];
  let frames = 0;
  for (const line of stack.split('\n')) {
    if (FRAME.test(line)) {
      if (frames >= maxFrames) break;
      frames += 1;
    } else if (frames > 0) {
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** `text` cut to `max` characters. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
