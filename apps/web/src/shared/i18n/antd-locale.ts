import type { Locale } from '@lahap/contract/locale';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import antdIdId from 'antd-mobile/es/locales/id-ID';
import antdZhCn from 'antd-mobile/es/locales/zh-CN';
import { mergeLocale } from 'antd-mobile/es/utils/merge-locale';

// antd-mobile's own Indonesian texts read as machine translation; these are the ones a
// customer meets first (dialogs, pickers, lists), rewritten in natural Indonesian.
const idId = mergeLocale(antdIdId, {
  common: { confirm: 'Oke', cancel: 'Batal', loading: 'Memuat' },
  Dialog: { ok: 'Oke' },
  Modal: { ok: 'Oke' },
  Cascader: { placeholder: 'Silakan pilih' },
  InfiniteScroll: { noMore: 'Sudah semua', failedToLoad: 'Gagal memuat', retry: 'Coba lagi' },
  PullToRefresh: {
    pulling: 'Tarik ke bawah untuk memuat ulang',
    canRelease: 'Lepaskan untuk memuat ulang',
    complete: 'Berhasil dimuat ulang',
  },
  ImageUploader: { uploading: 'Mengunggah…', upload: 'Unggah' },
  Mask: { name: 'Latar' },
  SearchBar: { name: 'Kolom pencarian' },
  Stepper: { decrease: 'Kurangi', increase: 'Tambah' },
});

const loaded = new Map<Locale, AntdLocale>([
  ['id-ID', idId],
  ['zh-CN', antdZhCn],
]);

/** Fetches antd-mobile's texts for a language not in the first bundle. */
export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { default: enUs } = await import('antd-mobile/es/locales/en-US');
  loaded.set('en-US', enUs);
}

export function antdLocaleFor(locale: Locale): AntdLocale {
  return loaded.get(locale) ?? idId;
}
