import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The lucky draw's algorithm, LAHAP-DRAW-1: the one reference the server draws with and the
 * customer's browser checks with (docs/lottery.md).
 *
 * 1. Each period of an activity has a secret seed of 32 random bytes. Before the period opens
 *    the server publishes its commitment, the hex SHA-256 of the seed's bytes; it reveals the
 *    seed once the period has ended.
 * 2. A draw's message is the UTF-8 text
 *    `LAHAP-DRAW-1:<activityId>:<periodId>:<ordinal>:<drawId>:<clientSeed>` — the ids in
 *    decimal, the ordinal the draw's place in its period (1, 2, 3 … with no gaps), the client
 *    seed the draw request's requestId (chosen by the customer's app, so the server cannot pick
 *    the number alone).
 * 3. Its MAC is HMAC-SHA256 keyed with the seed's bytes over the message; its number is the first
 *    8 bytes of the MAC as an unsigned big-endian integer, modulo 10 000: 0 … 9 999. (2^64 is
 *    not a multiple of 10 000, so the numbers below 1 616 come up once more in 2^64: a bias of
 *    5 · 10^-16, negligible.)
 * 4. The prizes, in their published order, each own a run of numbers as wide as their odds in
 *    basis points: the first prize 0 … odds₁ − 1, the next the following odds₂ numbers, and so
 *    on. A number past the last run draws "thanks".
 * 5. Stock: the draws of a period take the period's stock in ordinal order. A prize's
 *    `exhaustedAtOrdinal` is the last ordinal that could win it — the draw that won its last
 *    unit, 0 when the period had none — and null while units remain; a roll of that prize at a
 *    later ordinal finds no stock and the outcome falls to "thanks".
 */
export const DRAW_ALGORITHM = 'LAHAP-DRAW-1';

/** The odds' denominator: odds are in basis points. */
export const ODDS_SCALE = 10_000;

/** What identifies one draw, besides the period's seed. */
export interface DrawInput {
  activityId: string;
  periodId: string;
  ordinal: number;
  drawId: string;
  clientSeed: string;
}

/** One prize of a period's published odds table. */
export interface OddsEntry {
  prizeId: string;
  oddsBp: number;
  /** The last ordinal that could win it (step 5); null while units remain. */
  exhaustedAtOrdinal: number | null;
}

/** The message a draw's MAC covers (step 2). */
export function drawMessage(input: DrawInput): string {
  return [
    DRAW_ALGORITHM,
    input.activityId,
    input.periodId,
    String(input.ordinal),
    input.drawId,
    input.clientSeed,
  ].join(':');
}

/** Step 3's number from a MAC: the first 8 bytes, big-endian, modulo ODDS_SCALE. */
export function numberFromMac(mac: Uint8Array): number {
  if (mac.length < 8) throw new Error('a MAC has at least 8 bytes');
  let value = 0n;
  for (let i = 0; i < 8; i += 1) value = (value << 8n) | BigInt(mac[i] ?? 0);
  return Number(value % BigInt(ODDS_SCALE));
}

/** Step 4: the prize a number falls on, in the table's order; null for "thanks". */
export function prizeOfNumber(
  number: number,
  table: readonly Pick<OddsEntry, 'prizeId' | 'oddsBp'>[],
): string | null {
  let upTo = 0;
  for (const entry of table) {
    upTo += entry.oddsBp;
    if (number < upTo) return entry.prizeId;
  }
  return null;
}

/** Step 5: the outcome of a roll at an ordinal; `stockOut` when the rolled prize had none left. */
export function outcomeOf(
  rolledPrizeId: string | null,
  ordinal: number,
  table: readonly OddsEntry[],
): { prizeId: string | null; stockOut: boolean } {
  if (rolledPrizeId === null) return { prizeId: null, stockOut: false };
  const entry = table.find((candidate) => candidate.prizeId === rolledPrizeId);
  const exhausted = entry?.exhaustedAtOrdinal ?? null;
  if (exhausted !== null && ordinal > exhausted) return { prizeId: null, stockOut: true };
  return { prizeId: rolledPrizeId, stockOut: false };
}

/** True for 64 lowercase hex digits: a seed or a commitment. */
export function isHex32(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** Step 1: the commitment of a seed (both hex). */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** Step 3 with the reference hashes, synchronous: the draw's number. */
export function drawNumber(seedHex: string, input: DrawInput): number {
  return numberFromMac(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(drawMessage(input))));
}

/** What a check of a revealed draw needs: its answer from `lottery/verify`, seed revealed. */
export interface RevealedDraw extends DrawInput {
  seed: string;
  commitment: string;
  number: number;
  rolledPrizeId: string | null;
  prizeId: string | null;
  stockOut: boolean;
  odds: readonly OddsEntry[];
}

/** Each step a check compares, true where the server's record matches the recomputation. */
export interface DrawCheck {
  commitment: boolean;
  number: boolean;
  rolledPrize: boolean;
  outcome: boolean;
  /** Every step matched. */
  verified: boolean;
  /** What the recomputation gave. */
  recomputed: { number: number; rolledPrizeId: string | null; prizeId: string | null; stockOut: boolean };
}

function checkWith(draw: RevealedDraw, commitment: string, number: number): DrawCheck {
  const rolledPrizeId = prizeOfNumber(number, draw.odds);
  const outcome = outcomeOf(rolledPrizeId, draw.ordinal, draw.odds);
  const steps = {
    commitment: commitment === draw.commitment,
    number: number === draw.number,
    rolledPrize: rolledPrizeId === draw.rolledPrizeId,
    outcome: outcome.prizeId === draw.prizeId && outcome.stockOut === draw.stockOut,
  };
  return {
    ...steps,
    verified: Object.values(steps).every(Boolean),
    recomputed: { number, rolledPrizeId, ...outcome },
  };
}

/** Recomputes a revealed draw with the reference hashes (server, tests). */
export function checkDraw(draw: RevealedDraw): DrawCheck {
  if (!isHex32(draw.seed)) return checkWith(draw, '', -1);
  return checkWith(draw, commitmentOf(draw.seed), drawNumber(draw.seed, draw));
}

/** Recomputes a revealed draw with Web Crypto's SHA-256 and HMAC (the browser). */
export async function checkDrawWithSubtle(draw: RevealedDraw, subtle: SubtleCrypto): Promise<DrawCheck> {
  if (!isHex32(draw.seed)) return checkWith(draw, '', -1);
  const seed = hexToBytes(draw.seed);
  const commitment = bytesToHex(new Uint8Array(await subtle.digest('SHA-256', seed)));
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', key, utf8ToBytes(drawMessage(draw))));
  return checkWith(draw, commitment, numberFromMac(mac));
}
