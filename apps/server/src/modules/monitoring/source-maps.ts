import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MonitorStack, MonitorStackFrame } from '@lahap/contract/monitoring/team-schemas';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { LRUCache } from 'lru-cache';
import { type Clock, isFresh } from '../../lib/clock.js';
import { type ParsedFrame, builtScriptOf, parseStack } from './stack.js';

/**
 * The web build's source maps, read from a private folder (SOURCEMAP_DIR; the build moves them
 * out of what the server serves, docs/monitoring.md "Source maps"). A map is named by the
 * script it belongs to, `assets/<script>.map`, and a script's name carries its content hash, so
 * a map read once never changes: parsed maps are kept (bounded by their size), and a missing one
 * is asked for again a minute later (a deploy may bring it).
 */
export interface SourceMapOptions {
  /** Total bytes of map files kept parsed; default 64 MiB. */
  maxBytes?: number;
  /** A map file larger than this is not read; default 32 MiB. */
  maxFileBytes?: number;
  /** How long a missing map is believed missing; default 60 s. */
  missTtlMs?: number;
  /** Stacks whose result is kept; default 500. */
  maxStacks?: number;
  /** How long a stack's result is kept; default 5 min. */
  stackTtlMs?: number;
  now?: Clock;
}

/** Where a frame came from in the original sources. */
interface OriginalPosition {
  source: string;
  line: number;
  column: number;
  /** The identifier the map names at that position (the callee at a call site). */
  name: string | null;
}

/** `../../src/x.tsx`, `webpack:///./src/x.tsx` → `src/x.tsx`: the path from the app's folder. */
function cleanSource(source: string): string {
  return source.replace(/^[a-z]+:\/{2,3}/i, '').replace(/^(?:\.{1,2}\/)+/, '');
}

const isLibrary = (path: string) => path.includes('node_modules/') || path.startsWith('\0');

export function createSourceMaps(dir: string | null, options: SourceMapOptions = {}) {
  const {
    maxBytes = 64 * 1024 * 1024,
    maxFileBytes = 32 * 1024 * 1024,
    missTtlMs = 60_000,
    maxStacks = 500,
    stackTtlMs = 5 * 60_000,
    now = () => Date.now(),
  } = options;
  const parsed = new LRUCache<string, { map: TraceMap; bytes: number }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  const missing = new LRUCache<string, number>({ max: 1_000 });
  const loading = new Map<string, Promise<TraceMap | null>>();
  const stacks = new LRUCache<string, { at: number; stack: Promise<MonitorStack> }>({ max: maxStacks });

  async function read(script: string): Promise<TraceMap | null> {
    if (dir === null) return null;
    const path = join(dir, 'assets', `${script}.map`);
    try {
      const info = await stat(path);
      if (!info.isFile() || info.size > maxFileBytes) return null;
      const map = new TraceMap(await readFile(path, 'utf8'));
      parsed.set(script, { map, bytes: info.size });
      return map;
    } catch {
      // Absent, unreadable or not a map: the frame stays as reported.
      return null;
    }
  }

  /** The parsed map of a built script, or null. Concurrent asks share one read. */
  function mapOf(script: string): Promise<TraceMap | null> {
    const kept = parsed.get(script);
    if (kept) return Promise.resolve(kept.map);
    const missedAt = missing.get(script);
    if (missedAt !== undefined && isFresh(missedAt, now(), missTtlMs)) return Promise.resolve(null);
    let pending = loading.get(script);
    if (!pending) {
      pending = read(script).then((map) => {
        loading.delete(script);
        if (map) missing.delete(script);
        else missing.set(script, now());
        return map;
      });
      loading.set(script, pending);
    }
    return pending;
  }

  async function originalOf(frame: ParsedFrame): Promise<OriginalPosition | null> {
    const script = builtScriptOf(frame.url);
    if (!script || frame.line === null || frame.column === null || frame.line < 1) return null;
    const map = await mapOf(script);
    if (!map) return null;
    let position: ReturnType<typeof originalPositionFor>;
    try {
      // Browsers count columns from 1, source maps from 0.
      position = originalPositionFor(map, { line: frame.line, column: Math.max(0, frame.column - 1) });
    } catch {
      return null;
    }
    if (position.source === null || position.line === null || position.column === null) return null;
    return {
      source: cleanSource(position.source),
      line: position.line,
      column: position.column + 1,
      name: position.name,
    };
  }

  async function resolve(text: string): Promise<MonitorStack> {
    const { header, frames } = parseStack(text);
    const originals = await Promise.all(frames.map(originalOf));
    const resolved = frames.map((frame, i): MonitorStackFrame => {
      const original = originals[i];
      if (!original) {
        return {
          function: frame.fn,
          file: frame.url,
          line: frame.line,
          column: frame.column,
          mapped: false,
          // An unmapped script of our build is still ours; anything else (the browser, an
          // extension, an inline script) is not.
          inApp: builtScriptOf(frame.url) !== null,
          raw: frame.raw,
        };
      }
      // A frame's function is the one its caller called: the map names the callee at the
      // caller's position (the next frame down). Without a caller, the name as reported.
      const callee = originals[i + 1]?.name ?? null;
      return {
        function: callee ?? frame.fn,
        file: original.source,
        line: original.line,
        column: original.column,
        mapped: true,
        inApp: !isLibrary(original.source),
        raw: frame.raw,
      };
    });
    const lines = resolved.map((frame) => {
      const where = [frame.file ?? '<unknown>', frame.line, frame.column].filter((x) => x !== null).join(':');
      return `    at ${frame.function ?? '<anonymous>'} (${where})`;
    });
    return {
      header,
      frames: resolved,
      text: [header, ...lines].filter(Boolean).join('\n'),
      mapped: resolved.some((frame) => frame.mapped),
    };
  }

  return {
    /**
     * The stack of an event's `msg` with every frame of the build mapped to its original file,
     * line, column and function where a map covers it. The same text asked again within a few
     * minutes is answered from memory: a flood of one error reads its maps once.
     */
    symbolicate(text: string): Promise<MonitorStack> {
      const at = now();
      const kept = stacks.get(text);
      if (kept && isFresh(kept.at, at, stackTtlMs)) return kept.stack;
      const stack = resolve(text);
      stacks.set(text, { at, stack });
      return stack;
    },
  };
}
export type SourceMaps = ReturnType<typeof createSourceMaps>;
