/**
 * Stack traces as the web client sends them in an event's `msg`: the error's own lines, then at
 * most MONITOR_STACK_FRAMES_MAX frame lines in V8's `    at fn (url:1:2)` or Gecko/WebKit's
 * `fn@url:1:2` form (apps/web/src/shared/monitoring/error-text.ts writes them).
 */

/** The same test the client's trimStack uses to tell a frame line. */
const FRAME_LINE = /^\s*at\s|@\S*:\d+/;
const LOCATION = /^(.*?):(\d+)(?::(\d+))?$/;

/** One frame line read apart. Line and column are 1-based, as browsers write them. */
export interface ParsedFrame {
  fn: string | null;
  /** The script's address, or `<anonymous>`, `native` and the like. */
  url: string | null;
  line: number | null;
  column: number | null;
  raw: string;
}

export interface ParsedStack {
  /** The lines before the first frame. */
  header: string;
  frames: ParsedFrame[];
}

function located(fn: string | null, location: string, raw: string): ParsedFrame {
  const match = LOCATION.exec(location);
  const name = fn?.replace(/^async /, '').trim() || null;
  if (!match) return { fn: name, url: location || null, line: null, column: null, raw };
  return {
    fn: name,
    url: match[1] || null,
    line: Number(match[2]),
    column: match[3] === undefined ? null : Number(match[3]),
    raw,
  };
}

/** A frame line read apart, or null when the line is not one. */
export function parseFrame(line: string): ParsedFrame | null {
  if (!FRAME_LINE.test(line)) return null;
  const raw = line.trim();
  if (raw.startsWith('at ')) {
    const body = raw.slice(3);
    // `fn (location)`; a location alone has no space before its parenthesis.
    const call = /^(.*?) \((.*)\)$/.exec(body);
    return call ? located(call[1] ?? null, call[2] ?? '', raw) : located(null, body, raw);
  }
  const at = raw.indexOf('@');
  return located(at > 0 ? raw.slice(0, at) : null, raw.slice(at + 1), raw);
}

/** The header and frames of a stack text; a text without frames is all header. */
export function parseStack(text: string): ParsedStack {
  const header: string[] = [];
  const frames: ParsedFrame[] = [];
  for (const line of text.split('\n')) {
    const frame = frames.length > 0 || FRAME_LINE.test(line) ? parseFrame(line) : null;
    if (frame) frames.push(frame);
    else if (frames.length === 0) header.push(line);
  }
  return { header: header.join('\n').trimEnd(), frames };
}

/** The build's hashed script names: `/assets/index-B3xk9_aZ.js`. */
const BUILT_SCRIPT = /^\/assets\/([A-Za-z0-9_.-]+\.m?js)$/;

/** The file name of a built script (under /assets/) the frame's address names, else null. */
export function builtScriptOf(url: string | null): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const name = BUILT_SCRIPT.exec(pathname)?.[1];
  return name && !name.startsWith('.') ? name : null;
}
