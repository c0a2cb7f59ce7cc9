import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// The PNG icons (favicon, PWA, maskable, apple-touch) are rendered from the SVG logo at build
// time; none are committed.
const BRAND_RED = '#d63c22';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: BRAND_RED } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: BRAND_RED } },
  },
  images: ['public/logo.svg'],
});
