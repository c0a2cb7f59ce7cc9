import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, decodeQris, encodeQris, QrisFormatError, type QrisFields } from './qris.js';

/** EMVCo MPM specification's example payload; its printed CRC is A13A. Tag 64 holds UTF-8 Chinese. */
const EMVCO_SAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
  '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***' +
  '0708A60086670902ME91320016A0112233449988770708123456786304A13A';

/** A real dynamic QRIS (DANA acquirer, Rp 10.000) as published in Xendit's QR code API examples. */
const DANA_QRIS_SAMPLE =
  '00020101021226570011ID.DANA.WWW011893600915015706056102091570605610303UME' +
  '51440014ID.CO.QRIS.WWW0215ID20210807329890303UME5204893153033605405100005802ID' +
  '5906XENDIT6015Kota Jakarta Se61051219062720115SzW8BPHhw35i1vT' +
  '60490011ID.DANA.WWW0425MER2021071400774509608641050116304B00A';

const FIELDS: QrisFields = {
  merchantName: 'Warung Lahap',
  merchantCity: 'JAKARTA',
  postalCode: '12190',
  merchantCategoryCode: '5812',
  amount: 125_000,
  acquirerDomain: 'ID.CO.LAHAP.WWW',
  merchantPan: '9360000812345678901',
  merchantId: 'LAHAP0001',
  merchantCriteria: 'UMI',
  nmid: 'ID1020039201923',
  billNumber: 'ORD-2024-000123',
  terminalLabel: 'KASIR-01',
};

/** Recomputes tag 63 so a test can reach the structural checks that sit behind the CRC check. */
function withFreshCrc(payload: string): string {
  const body = payload.slice(0, -4);
  return body + crc16CcittFalse(body);
}

function expectFormatError(payload: string, message: RegExp): void {
  expect(() => decodeQris(payload)).toThrow(QrisFormatError);
  expect(() => decodeQris(payload)).toThrow(message);
}

describe('crc16CcittFalse', () => {
  it('gives the catalogued check value and the initial value for empty input', () => {
    // Check value from the CRC RevEng catalogue entry CRC-16/IBM-3740 (alias CCITT-FALSE).
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it('zero-pads to four upper-case hex digits', () => {
    for (const text of ['a', 'QRIS', '000201', 'x'.repeat(300)]) {
      expect(crc16CcittFalse(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });

  it("reproduces the EMVCo specification sample's CRC over its UTF-8 bytes", () => {
    expect(crc16CcittFalse(EMVCO_SAMPLE.slice(0, -4))).toBe(EMVCO_SAMPLE.slice(-4));
    expect(EMVCO_SAMPLE.slice(-8, -4)).toBe('6304');
  });

  it("reproduces a published dynamic QRIS sample's CRC", () => {
    expect(crc16CcittFalse(DANA_QRIS_SAMPLE.slice(0, -4))).toBe('B00A');
  });
});

describe('decodeQris on a published payload', () => {
  it('reads the DANA/Xendit sample', () => {
    const decoded = decodeQris(DANA_QRIS_SAMPLE);
    expect(decoded).toMatchObject({
      amount: 10_000,
      merchantName: 'XENDIT',
      merchantCity: 'Kota Jakarta Se',
      billNumber: 'SzW8BPHhw35i1vT',
      dynamic: true,
    });
    expect(decoded.nodes.map((node) => node.tag)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    expect(decoded.nodes.find((node) => node.tag === '51')?.children).toEqual([
      { tag: '00', value: 'ID.CO.QRIS.WWW' },
      { tag: '02', value: 'ID2021080732989' },
      { tag: '03', value: 'UME' },
    ]);
  });

  it('accepts a lower-case CRC, as some generators write one', () => {
    const lower = DANA_QRIS_SAMPLE.slice(0, -4) + DANA_QRIS_SAMPLE.slice(-4).toLowerCase();
    expect(decodeQris(lower).merchantName).toBe('XENDIT');
  });

  it('reads a static payload (tag 01 = 11, no amount)', () => {
    const payload = withFreshCrc(
      '000201010211' + '5204581253033605802ID' + '5912WARUNG LAHAP6007JAKARTA' + '63040000',
    );
    expect(decodeQris(payload)).toMatchObject({ amount: null, billNumber: null, dynamic: false });
  });
});

describe('encodeQris', () => {
  it('writes the tags in the QRIS order and ends with 6304 + CRC', () => {
    const payload = encodeQris(FIELDS);
    const { nodes } = decodeQris(payload);
    expect(nodes.map((node) => node.tag)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload).toContain('5303360');
    expect(payload).toContain('5802ID');
  });

  it('round-trips every field', () => {
    const decoded = decodeQris(encodeQris(FIELDS));
    expect(decoded).toMatchObject({
      amount: 125_000,
      merchantName: 'Warung Lahap',
      merchantCity: 'JAKARTA',
      billNumber: 'ORD-2024-000123',
      dynamic: true,
    });
    const byTag = new Map(decoded.nodes.map((node) => [node.tag, node]));
    expect(byTag.get('26')?.children).toEqual([
      { tag: '00', value: 'ID.CO.LAHAP.WWW' },
      { tag: '01', value: '9360000812345678901' },
      { tag: '02', value: 'LAHAP0001' },
      { tag: '03', value: 'UMI' },
    ]);
    expect(byTag.get('51')?.children).toEqual([
      { tag: '00', value: 'ID.CO.QRIS.WWW' },
      { tag: '02', value: 'ID1020039201923' },
      { tag: '03', value: 'UMI' },
    ]);
    expect(byTag.get('52')?.value).toBe('5812');
    expect(byTag.get('61')?.value).toBe('12190');
    expect(byTag.get('62')?.children).toEqual([
      { tag: '01', value: 'ORD-2024-000123' },
      { tag: '07', value: 'KASIR-01' },
    ]);
  });

  it('writes the amount as bare digits', () => {
    expect(encodeQris({ ...FIELDS, amount: 1_500_000 })).toContain('54071500000');
    expect(encodeQris({ ...FIELDS, amount: 1 })).toContain('54011');
  });

  it('leaves out 61 and 62 when they are not given', () => {
    const { postalCode: _postal, billNumber: _bill, terminalLabel: _terminal, ...bare } = FIELDS;
    const tags = decodeQris(encodeQris(bare)).nodes.map((node) => node.tag);
    expect(tags).not.toContain('61');
    expect(tags).not.toContain('62');
    expect(decodeQris(encodeQris({ ...bare, billNumber: '  ' })).billNumber).toBeNull();
  });

  it('truncates long names and cities to 25 and 15 characters', () => {
    const decoded = decodeQris(
      encodeQris({
        ...FIELDS,
        merchantName: 'Rumah Makan Padang Sederhana Cabang Kebayoran',
        merchantCity: 'Kota Administrasi Jakarta Selatan',
      }),
    );
    expect(decoded.merchantName).toBe('Rumah Makan Padang Sederh');
    expect(decoded.merchantCity).toBe('Kota Administra');
  });

  it('strips non-ASCII and control characters, folding accents first', () => {
    const decoded = decodeQris(
      encodeQris({ ...FIELDS, merchantName: '  Café\tÑoño 🍜 沙爹\u0000 ', merchantCity: 'Ｊａｋａｒｔａ' }),
    );
    expect(decoded.merchantName).toBe('Cafe Nono');
    expect(decoded.merchantCity).toBe('Jakarta');
  });

  it('does not leave a trailing space where truncation cuts after one', () => {
    expect(decodeQris(encodeQris({ ...FIELDS, merchantName: `${'a'.repeat(24)} bcd` })).merchantName).toBe(
      'a'.repeat(24),
    );
  });

  it('refuses amounts that are not positive safe integers', () => {
    for (const amount of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => encodeQris({ ...FIELDS, amount }), String(amount)).toThrow(QrisFormatError);
    }
    // Safe, but longer than EMVCo's 13-character amount field.
    expect(() => encodeQris({ ...FIELDS, amount: 10 ** 13 })).toThrow(/13 digits/);
  });

  it('refuses bad identifiers instead of altering them', () => {
    const bad: Partial<QrisFields>[] = [
      { merchantCategoryCode: '581' },
      { merchantCriteria: 'XYZ' },
      { merchantPan: '93600A' },
      { merchantPan: '1'.repeat(20) },
      { acquirerDomain: 'ID.CO.' + 'X'.repeat(30) },
      { merchantId: '' },
      { nmid: 'ID10200é' },
      { billNumber: 'B'.repeat(26) },
      { terminalLabel: 'KASIR\n01' },
      { merchantName: '🍜🍜' },
    ];
    for (const patch of bad) {
      expect(() => encodeQris({ ...FIELDS, ...patch }), JSON.stringify(patch)).toThrow(QrisFormatError);
    }
  });

  it('refuses a template that the two-digit length cannot hold', () => {
    expect(() => encodeQris({ ...FIELDS, merchantId: 'M'.repeat(80) })).toThrow(/tag 26: value length \d+/);
  });
});

describe('decodeQris rejects damaged payloads', () => {
  const payload = encodeQris(FIELDS);

  it('catches any one-character change through the CRC', () => {
    for (let i = 0; i < payload.length - 4; i++) {
      const original = payload[i];
      const replacement = original === '0' ? '1' : '0';
      const damaged = payload.slice(0, i) + replacement + payload.slice(i + 1);
      expect(() => decodeQris(damaged), `offset ${i}`).toThrow(QrisFormatError);
    }
    expectFormatError(payload.slice(0, 30) + 'X' + payload.slice(31), /CRC mismatch/);
  });

  it('catches a wrong CRC digit', () => {
    const last = payload.at(-1) === 'F' ? 'E' : 'F';
    expectFormatError(payload.slice(0, -1) + last, /CRC mismatch/);
  });

  it('throws on a truncated payload', () => {
    for (const cut of [1, 4, 8, 20, payload.length - 1]) {
      expect(() => decodeQris(payload.slice(0, -cut)), `cut ${cut}`).toThrow(QrisFormatError);
    }
    expectFormatError(payload.slice(0, -1), /does not end with a CRC/);
    expectFormatError('', /does not end with a CRC/);
  });

  it('throws when a length overruns the payload, even with a valid CRC', () => {
    // Tag 62 claims 99 characters, far past the end.
    const overrun = withFreshCrc(
      '000201010212' + '5912WARUNG LAHAP6007JAKARTA' + '6299' + '0105X' + '63040000',
    );
    expectFormatError(overrun, /tag 62 .* claims 99 characters/);
  });

  it('throws when a template length overruns its template', () => {
    const overrun = withFreshCrc('000201010212' + '62070109ABC' + '5912WARUNG LAHAP6007JAKARTA' + '63040000');
    expectFormatError(overrun, /tag 62: tag 01 .* claims 09 characters/);
  });

  it('throws on a non-numeric tag or length, a zero length and stray characters', () => {
    expectFormatError(withFreshCrc('000201' + 'AB02xx' + '63040000'), /bad tag "AB"/);
    expectFormatError(withFreshCrc('000201' + '59x2xx' + '63040000'), /bad length "x2"/);
    expectFormatError(withFreshCrc('000201' + '5900' + '63040000'), /bad length "00"/);
    expectFormatError(withFreshCrc('000201' + '62070101XAB' + '63040000'), /tag 62: 2 stray/);
  });

  it('throws when a value only looks like a CRC trailer', () => {
    // Tag 59's value ends in "6304", so the real last object is 59, not 63.
    expectFormatError(withFreshCrc('0002015912ABCD63041234'), /tag 63 \(CRC\) is not the last/);
  });

  it('throws on duplicate tags, a missing format indicator and missing names', () => {
    expectFormatError(withFreshCrc('000201540210540299' + '5901A6001B63040000'), /tag 54 appears twice/);
    expectFormatError(withFreshCrc('0002025901A6001B63040000'), /tag 00 \(format indicator\)/);
    expectFormatError(withFreshCrc('0002016001B63040000'), /tag 59/);
    expectFormatError(withFreshCrc('0002015901A63040000'), /tag 60/);
    expectFormatError(withFreshCrc('0002015403abc5901A6001B63040000'), /not an amount/);
  });

  it('throws on non-ASCII content and on oversized payloads', () => {
    expectFormatError(EMVCO_SAMPLE, /non-printable-ASCII/);
    expectFormatError(withFreshCrc('000201' + '5999' + 'x'.repeat(99)).repeat(5), /over the 512 allowed/);
  });
});

describe('round trip over random fields', () => {
  /** Printable ASCII with accents, CJK and emoji mixed in, to exercise stripping and truncation. */
  const messyText = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('é', 'Ñ', 'ü', '沙', '🍜', '\t', '\u0000'),
    ),
    minLength: 1,
    maxLength: 40,
  });

  it('keeps amounts exactly and names within limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999_999_999 }),
        messyText.filter((s) => /[A-Za-z0-9]/.test(s)),
        messyText.filter((s) => /[A-Za-z0-9]/.test(s)),
        fc.option(fc.stringMatching(/^[A-Z0-9-]{1,25}$/), { nil: undefined }),
        (amount, merchantName, merchantCity, billNumber) => {
          const payload = encodeQris({ ...FIELDS, amount, merchantName, merchantCity, billNumber });
          const decoded = decodeQris(payload);
          expect(decoded.amount).toBe(amount);
          expect(decoded.billNumber).toBe(billNumber ?? null);
          expect(decoded.dynamic).toBe(true);
          expect(decoded.merchantName.length).toBeLessThanOrEqual(25);
          expect(decoded.merchantCity.length).toBeLessThanOrEqual(15);
          expect(decoded.merchantName).toMatch(/^[\x20-\x7E]+$/);
          // Plain printable input that already fits must come back untouched.
          const plain = merchantName.trim();
          if (/^[\x21-\x7E]{1,25}$/.test(plain)) expect(decoded.merchantName).toBe(plain);
          // Encoding what was decoded is a fixed point.
          expect(
            encodeQris({
              ...FIELDS,
              amount,
              merchantName: decoded.merchantName,
              merchantCity: decoded.merchantCity,
              billNumber,
            }),
          ).toBe(payload);
        },
      ),
      { numRuns: 400, seed: 20_240_601 },
    );
  });
});
