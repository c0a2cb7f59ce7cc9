import { OS_TYPES } from '@lahap/contract/enums';

/** What a user-agent string tells about the device. */
export interface UserAgentInfo {
  osType: 0 | 1 | null;
  brand: string;
  model: string;
  hardwareType: 'Mobile' | 'Tablet';
  androidVersion: string;
  iosVersionCode: string;
}

/** Android model-name prefixes of the brands common in Indonesia. */
const ANDROID_BRANDS: readonly (readonly [RegExp, string])[] = [
  [/^(SM-|Galaxy|GT-)/i, 'Samsung'],
  [/^(Redmi|M2\d|2\d{3}[A-Z0-9]+|Mi |POCO)/i, 'Xiaomi'],
  [/^(CPH|OPPO)/i, 'OPPO'],
  [/^(vivo|V2\d{3})/i, 'vivo'],
  [/^RMX/i, 'realme'],
  [/^Infinix/i, 'Infinix'],
  [/^(TECNO|Tecno)/, 'TECNO'],
  [/^Pixel/i, 'Google'],
  [/^(HUAWEI|[A-Z]{3}-[A-Z]{1,2}\d)/, 'HUAWEI'],
];

function androidBrand(model: string): string {
  return ANDROID_BRANDS.find(([pattern]) => pattern.test(model))?.[1] ?? '';
}

/**
 * Best-effort device facts from a user agent, for when the native device-info call is not
 * available (spec §7). Chrome's reduced user agent reports model "K" and Android 10: those
 * come back as they are, since nothing better is known.
 */
export function parseUserAgent(userAgent: string): UserAgentInfo {
  const ios = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+)_(\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) {
    const device = ios[1] ?? 'iPhone';
    return {
      osType: OS_TYPES.ios,
      brand: 'Apple',
      model: device,
      hardwareType: device === 'iPad' ? 'Tablet' : 'Mobile',
      androidVersion: '',
      iosVersionCode: [ios[2], ios[3], ios[4]].filter(Boolean).join('.'),
    };
  }
  const android = /\bAndroid (\d+(?:\.\d+)*)(?:;\s*([^;)]+?))?(?:\s+Build\/[^;)]*)?[;)]/.exec(userAgent);
  if (android) {
    const model = (android[2] ?? '').trim();
    return {
      osType: OS_TYPES.android,
      brand: androidBrand(model),
      model,
      hardwareType: /\bMobile\b/.test(userAgent) ? 'Mobile' : 'Tablet',
      androidVersion: android[1] ?? '',
      iosVersionCode: '',
    };
  }
  return {
    osType: null,
    brand: '',
    model: '',
    hardwareType: 'Mobile',
    androidVersion: '',
    iosVersionCode: '',
  };
}
