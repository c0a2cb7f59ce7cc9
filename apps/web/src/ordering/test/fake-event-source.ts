import type { TableEventKind } from '@lahap/contract/ordering/states';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource: the test opens, drops and sends messages on each
 * stream the site opened, as the server would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered with the stream. */
  connect(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One `event: table` message. */
  send(kind: TableEventKind, tableSessionId: string): void {
    const data = JSON.stringify({ kind, tableSessionId, at: new Date().toISOString() });
    this.dispatchEvent(new MessageEvent('table', { data }));
  }

  /** The connection dropped; the browser is reconnecting (or gave up, when `closed`). */
  drop(closed = false): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  /** The stream the site holds open now. */
  static current(): FakeEventSource | undefined {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED).at(-1);
  }
}

/** Puts the fake in the browser's place, with no stream opened yet. */
export function stubEventSource(): void {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
