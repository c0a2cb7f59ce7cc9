/**
 * Dynamic QRIS payloads (EMVCo QR Code Specification for Payment Systems, Merchant-Presented Mode,
 * as profiled by Bank Indonesia's QRIS standard).
 *
 * A payload is a flat run of TLV data objects: a 2-digit tag, a 2-digit decimal length (01–99) and
 * that many characters of value. Some tags are templates whose value is itself a run of TLVs. The
 * last object is always tag 63, a CRC-16/CCITT-FALSE over every preceding character including its
 * own "6304" header, so a scanner can reject a misread or tampered code before paying it.
 *
 * Pure and dependency-free so the web app (which draws the QR) and the server (which reconciles the
 * payment) build and read byte-identical payloads.
 */

/** Thrown when a payload cannot be built from the given fields or cannot be read. */
export class QrisFormatError extends Error {
  override name = 'QrisFormatError';
}

const encoder = new TextEncoder();

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) of a string's UTF-8 bytes,
 * as 4 upper-case hex digits. This is the checksum EMVCo prescribes for tag 63.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  // UTF-8 bytes, not UTF-16 code units: EMVCo's own sample carries Chinese text in tag 64 and its
  // published CRC only matches over the UTF-8 encoding.
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields of a dynamic (single-use, fixed-amount) QRIS payload. */
export interface QrisFields {
  /** Merchant name (tag 59), ≤ 25 chars; trimmed/truncated by the encoder. */
  merchantName: string;
  /** City (tag 60), ≤ 15 chars; trimmed/truncated by the encoder. */
  merchantCity: string;
  /** Postal code (tag 61), optional, ≤ 10 chars. */
  postalCode?: string;
  /** Merchant category code (tag 52), 4 digits, e.g. '5812' restaurants. */
  merchantCategoryCode: string;
  /** Whole rupiah (tag 54), > 0. Written without decimals. */
  amount: number;
  /** Global unique identifier of the acquirer (tag 26 sub 00), e.g. 'ID.CO.LAHAP.WWW'. */
  acquirerDomain: string;
  /** Merchant PAN (tag 26 sub 01), digits. */
  merchantPan: string;
  /** Merchant id at the acquirer (tag 26 sub 02). */
  merchantId: string;
  /** Merchant criteria (tag 26 sub 03): 'UMI'|'UKE'|'UME'|'UBE'. */
  merchantCriteria: string;
  /** National merchant id NMID (tag 51: sub 00 'ID.CO.QRIS.WWW', sub 02 the NMID, sub 03 criteria). */
  nmid: string;
  /** Bill / reference number (tag 62 sub 01), optional, ≤ 25 chars. */
  billNumber?: string;
  /** Terminal label (tag 62 sub 07), optional, ≤ 25 chars. */
  terminalLabel?: string;
}

/** One data object of a payload; templates (tags 26–51 and 62) also carry their parsed children. */
export interface TlvNode {
  tag: string;
  value: string;
  children?: TlvNode[];
}

/** What {@link decodeQris} reads out of a payload, besides the raw nodes. */
export interface DecodedQris {
  nodes: TlvNode[];
  /** Tag 54, or null for a payload that lets the payer type the amount (static QRIS). */
  amount: number | null;
  merchantName: string;
  merchantCity: string;
  /** Tag 62 sub 01, or null when absent. */
  billNumber: string | null;
  /** Tag 01 is '12': a single-use code, as opposed to '11', a reusable (static) one. */
  dynamic: boolean;
}

/** Global unique identifier of the national QRIS merchant repository, fixed by Bank Indonesia. */
const QRIS_NMID_DOMAIN = 'ID.CO.QRIS.WWW';
/** Merchant criteria (micro, small, medium, large business), per the QRIS standard. */
const MERCHANT_CRITERIA: ReadonlySet<string> = new Set(['UMI', 'UKE', 'UME', 'UBE']);
/** EMVCo caps a whole payload at 512 characters; reading no further also bounds work on hostile input. */
const MAX_PAYLOAD_LENGTH = 512;
/** The fixed tail: tag 63, length 04, four hex digits. */
const CRC_TRAILER = /6304[0-9A-Fa-f]{4}$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Field limits from the EMVCo MPM data-object table. */
const MAX = {
  merchantName: 25,
  merchantCity: 15,
  postalCode: 10,
  globalUniqueId: 32,
  pan: 19,
  amount: 13,
  billNumber: 25,
  terminalLabel: 25,
} as const;

/** Tag + 2-digit length + value; refuses what the 2-digit length cannot express. */
function tlv(tag: string, value: string): string {
  if (value.length < 1 || value.length > 99) {
    throw new QrisFormatError(`tag ${tag}: value length ${value.length} is outside 01–99`);
  }
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Display text (names, cities) is coerced rather than refused: a merchant called "Café Ñoño 🍜" must
 * still be payable. Compatibility decomposition first turns "é" into "e" + accent and full-width
 * letters into ASCII, so stripping leaves "Cafe Nono" rather than "Caf oo".
 */
function displayText(value: string, max: number, label: string): string {
  const text = value
    .normalize('NFKD')
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    // Truncation can land just after a space.
    .trimEnd();
  if (text === '') throw new QrisFormatError(`${label} is empty once reduced to printable ASCII`);
  return text;
}

/**
 * Identifiers and references are refused rather than altered: a silently truncated bill number or
 * merchant id would produce a code that pays the wrong merchant or cannot be reconciled.
 */
function identifier(value: string, max: number, label: string): string {
  const text = value.trim();
  if (text === '') throw new QrisFormatError(`${label} is empty`);
  if (!PRINTABLE_ASCII.test(text)) throw new QrisFormatError(`${label} must be printable ASCII`);
  if (text.length > max) throw new QrisFormatError(`${label} is longer than ${max} characters`);
  return text;
}

/** An optional identifier: blank means absent, so callers may pass '' as well as undefined. */
function optionalIdentifier(value: string | undefined, max: number, label: string): string | null {
  return value === undefined || value.trim() === '' ? null : identifier(value, max, label);
}

/**
 * Builds a dynamic QRIS payload. Tags in order: 00 '01', 01 '12' (dynamic), 26, 51, 52, 53 '360',
 * 54, 58 'ID', 59, 60, (61), (62), then 63 with the CRC over everything including '6304'.
 * Tag 62 is left out when neither a bill number nor a terminal label is given, since EMVCo allows
 * no empty data object.
 * @throws QrisFormatError when an identifier, the category code or the amount is invalid.
 */
export function encodeQris(fields: QrisFields): string {
  const { amount } = fields;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new QrisFormatError(`amount must be a positive whole number of rupiah, got ${String(amount)}`);
  }
  const amountText = String(amount);
  if (amountText.length > MAX.amount) {
    throw new QrisFormatError(`amount ${amountText} is longer than ${MAX.amount} digits`);
  }
  if (!/^\d{4}$/.test(fields.merchantCategoryCode)) {
    throw new QrisFormatError('merchantCategoryCode must be 4 digits');
  }
  if (!MERCHANT_CRITERIA.has(fields.merchantCriteria)) {
    throw new QrisFormatError('merchantCriteria must be one of UMI, UKE, UME, UBE');
  }
  const merchantPan = fields.merchantPan.trim();
  if (!new RegExp(`^\\d{1,${MAX.pan}}$`).test(merchantPan)) {
    throw new QrisFormatError(`merchantPan must be 1–${MAX.pan} digits`);
  }

  const merchantAccount =
    tlv('00', identifier(fields.acquirerDomain, MAX.globalUniqueId, 'acquirerDomain')) +
    tlv('01', merchantPan) +
    tlv('02', identifier(fields.merchantId, 99, 'merchantId')) +
    tlv('03', fields.merchantCriteria);
  const nationalMerchant =
    tlv('00', QRIS_NMID_DOMAIN) +
    tlv('02', identifier(fields.nmid, 99, 'nmid')) +
    tlv('03', fields.merchantCriteria);

  const billNumber = optionalIdentifier(fields.billNumber, MAX.billNumber, 'billNumber');
  const terminalLabel = optionalIdentifier(fields.terminalLabel, MAX.terminalLabel, 'terminalLabel');
  const additional =
    (billNumber === null ? '' : tlv('01', billNumber)) +
    (terminalLabel === null ? '' : tlv('07', terminalLabel));
  const postalCode = optionalIdentifier(fields.postalCode, MAX.postalCode, 'postalCode');

  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', merchantAccount) +
    tlv('51', nationalMerchant) +
    tlv('52', fields.merchantCategoryCode) +
    tlv('53', '360') +
    tlv('54', amountText) +
    tlv('58', 'ID') +
    tlv('59', displayText(fields.merchantName, MAX.merchantName, 'merchantName')) +
    tlv('60', displayText(fields.merchantCity, MAX.merchantCity, 'merchantCity')) +
    (postalCode === null ? '' : tlv('61', postalCode)) +
    (additional === '' ? '' : tlv('62', additional)) +
    '6304';
  return body + crc16CcittFalse(body);
}

/** Tags 26–51 (merchant account information) and 62 (additional data) hold nested TLVs. */
function isTemplate(tag: string): boolean {
  const n = Number(tag);
  return (n >= 26 && n <= 51) || n === 62;
}

/**
 * Splits `text` into TLVs. `offset` is where `text` starts in the whole payload, so every message
 * points at an absolute position a person can find in the string.
 */
function parseTlvs(text: string, offset: number, where: string): TlvNode[] {
  const nodes: TlvNode[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < text.length) {
    const at = offset + i;
    if (text.length - i < 4) {
      throw new QrisFormatError(`${where}: ${text.length - i} stray character(s) at offset ${at}`);
    }
    const tag = text.slice(i, i + 2);
    const lengthText = text.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(tag)) throw new QrisFormatError(`${where}: bad tag "${tag}" at offset ${at}`);
    if (!/^\d{2}$/.test(lengthText) || lengthText === '00') {
      throw new QrisFormatError(`${where}: tag ${tag} has bad length "${lengthText}" at offset ${at}`);
    }
    const start = i + 4;
    const end = start + Number(lengthText);
    if (end > text.length) {
      throw new QrisFormatError(
        `${where}: tag ${tag} at offset ${at} claims ${lengthText} characters but only ${text.length - start} remain`,
      );
    }
    // A repeated tag would make fields such as the amount ambiguous between scanners.
    if (seen.has(tag)) throw new QrisFormatError(`${where}: tag ${tag} appears twice`);
    seen.add(tag);
    const value = text.slice(start, end);
    nodes.push(
      where === 'payload' && isTemplate(tag)
        ? { tag, value, children: parseTlvs(value, offset + start, `tag ${tag}`) }
        : { tag, value },
    );
    i = end;
  }
  return nodes;
}

/** EMVCo amount: digits with an optional '.' decimal part, at most 13 characters. */
function parseAmount(value: string): number {
  if (value.length > MAX.amount || !/^\d+(?:\.\d+)?$/.test(value)) {
    throw new QrisFormatError(`tag 54: "${value}" is not an amount`);
  }
  return Number(value);
}

/**
 * Parses a payload into TLV nodes (tags 26–51 and 62 parsed into children), verifying the CRC.
 * Only printable ASCII is accepted, which is what QRIS payloads carry; the CRC hex digits are
 * compared case-insensitively because some generators write them in lower case.
 * @throws QrisFormatError on bad length, bad structure or bad CRC, saying which and where.
 */
export function decodeQris(payload: string): DecodedQris {
  if (payload.length > MAX_PAYLOAD_LENGTH) {
    throw new QrisFormatError(
      `payload is ${payload.length} characters, over the ${MAX_PAYLOAD_LENGTH} allowed`,
    );
  }
  if (!PRINTABLE_ASCII.test(payload))
    throw new QrisFormatError('payload contains non-printable-ASCII characters');
  if (!CRC_TRAILER.test(payload)) {
    throw new QrisFormatError('payload does not end with a CRC (6304 + 4 hex digits); is it truncated?');
  }
  // Checked before the structure: a misread character is by far the likeliest fault, and the CRC
  // names it plainly instead of as whatever structural oddity it happens to cause.
  const expected = crc16CcittFalse(payload.slice(0, -4));
  const actual = payload.slice(-4).toUpperCase();
  if (actual !== expected)
    throw new QrisFormatError(`CRC mismatch: payload says ${actual}, content gives ${expected}`);

  const nodes = parseTlvs(payload, 0, 'payload');
  // The trailer regex alone cannot tell a real tag 63 from a value that happens to end in "6304….".
  const last = nodes.at(-1);
  if (last?.tag !== '63' || last.value.length !== 4)
    throw new QrisFormatError('tag 63 (CRC) is not the last object');
  const first = nodes[0];
  if (first?.tag !== '00' || first.value !== '01') {
    throw new QrisFormatError('payload must start with tag 00 (format indicator) = 01');
  }

  const find = (tag: string): TlvNode | undefined => nodes.find((node) => node.tag === tag);
  const merchantName = find('59')?.value;
  if (merchantName === undefined) throw new QrisFormatError('tag 59 (merchant name) is missing');
  const merchantCity = find('60')?.value;
  if (merchantCity === undefined) throw new QrisFormatError('tag 60 (merchant city) is missing');
  const amount = find('54');
  const billNumber = find('62')?.children?.find((node) => node.tag === '01')?.value ?? null;

  return {
    nodes,
    amount: amount === undefined ? null : parseAmount(amount.value),
    merchantName,
    merchantCity,
    billNumber,
    dynamic: find('01')?.value === '12',
  };
}
