// The table storm's phones listening (a worker thread of table-storm.mjs): every phone's
// `GET table/events` stream, each on its own socket as a phone's would be, with every event it
// hears timed on arrival. It runs on its own thread so the storm's load generator, busy on the
// main thread, does not delay the arrival times and pass its own lag off as the server's.
//
// workerData: { url, phones: [{ tableSessionId, participantToken }], concurrency }. It posts
// { type: 'opened', opened, failures } once every stream has answered, then, when told
// { type: 'drain', expected: [{ CART_CHANGED, ROUND_SENT }] } (per phone, in phone order), waits
// until every phone has heard that much or the events stop coming, closes the streams and posts
// { type: 'heard', latencies, heard, open, foreign, lost }.
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { API_BASE } from '@lahap/contract/paths';

const { url, phones, concurrency } = workerData;
const target = new URL(url);
/** How long the drain waits for a phone still short of what it should hear, after the last event anywhere. */
const QUIET_MS = 3_000;
/** What the drain waits at most, however the events trickle in. */
const DRAIN_MS = 20_000;
/** After every phone heard enough: a short wait to catch any event heard twice. */
const SETTLE_MS = 300;

/** Every event heard, receive time minus the event's `at`, in ms (the server shares this machine's clock). */
const latencies = [];
/** Per phone: events heard by kind. */
const heard = phones.map(() => ({}));
/** Per phone: whether its stream opened (answered 200). */
const open = phones.map(() => false);
/** Events of another table than the phone's own (never right). */
let foreign = 0;
/** Streams that ended or broke before the drain closed them. */
let lost = 0;
let lastEventAt = Date.now();
const sockets = [];
let closing = false;

/** Reads the server-sent events of one stream as they arrive. */
function listen(phone, index, response) {
  let buffered = '';
  response.setEncoding('utf8');
  response.on('data', (chunk) => {
    const receivedAt = Date.now();
    buffered += chunk;
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!block.startsWith('event: table') || data === undefined) continue;
      const event = JSON.parse(data.slice('data: '.length));
      if (event.tableSessionId !== phone.tableSessionId) foreign += 1;
      heard[index][event.kind] = (heard[index][event.kind] ?? 0) + 1;
      latencies.push(receivedAt - Date.parse(event.at));
      lastEventAt = receivedAt;
    }
  });
  response.on('close', () => {
    if (!closing) lost += 1;
  });
}

/** Opens one phone's stream: resolves once the server answered its head (then it hears the table), with the failure if any. */
function openStream(phone, index) {
  const query = new URLSearchParams({
    tableSessionId: phone.tableSessionId,
    participantToken: phone.participantToken,
  });
  return new Promise((resolve) => {
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${API_BASE}${ORDERING_PATHS.tableEvents}?${query}`,
        // A socket of its own, never pooled or reused: one phone, one connection.
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(`HTTP ${response.statusCode}`);
          return;
        }
        open[index] = true;
        listen(phone, index, response);
        resolve(null);
      },
    );
    call.on('socket', (socket) => sockets.push(socket));
    call.on('error', (error) => resolve(error.code ?? error.message));
    call.end();
  });
}

/**
 * Opens every stream, `concurrency` at a time: a burst of hundreds of connects at once would
 * overflow the server's accept backlog and measure the kernel's SYN retries instead.
 */
async function openAll() {
  const failures = {};
  let next = 0;
  let opened = 0;
  const worker = async () => {
    while (next < phones.length) {
      const index = next;
      next += 1;
      const failure = await openStream(phones[index], index);
      if (failure === null) opened += 1;
      else failures[failure] = (failures[failure] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { opened, failures };
}

/** Whether every phone has heard at least what it should. */
const allHeard = (expected) =>
  expected.every((want, i) => Object.entries(want).every(([kind, n]) => (heard[i][kind] ?? 0) >= n));

async function drain(expected) {
  const started = Date.now();
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  while (!allHeard(expected)) {
    const now = Date.now();
    if (now - started > DRAIN_MS || now - Math.max(started, lastEventAt) > QUIET_MS) break;
    await pause(50);
  }
  await pause(SETTLE_MS);
  closing = true;
  for (const socket of sockets) socket.destroy();
  parentPort.postMessage({ type: 'heard', latencies, heard, open, foreign, lost });
}

parentPort.on('message', (message) => {
  if (message.type === 'drain') {
    drain(message.expected).then(() => parentPort.close());
  }
});
parentPort.postMessage({ type: 'opened', ...(await openAll()) });
