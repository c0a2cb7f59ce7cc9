import { afterEach, describe, expect, it } from 'vitest';
import { NAMESPACES, loadResources } from '@/shared/i18n/resources';
import { changeStaffLocale, initStaffI18n, staffI18n, staffLocale } from './staff-i18n';

afterEach(async () => {
  await changeStaffLocale('id-ID');
  localStorage.clear();
});

describe("the staff console's i18n", () => {
  it('has its own catalogue and the shared one, none of the customer app’s others', async () => {
    await initStaffI18n('id-ID');
    expect(staffLocale()).toBe('id-ID');
    expect(staffI18n.t('staff:login.title')).toBe('Masuk sebagai staf toko');
    expect(staffI18n.t('common:actions.retry')).toBe('Coba lagi');
    expect(staffI18n.hasResourceBundle('id-ID', 'account')).toBe(false);
    expect(staffI18n.hasResourceBundle('id-ID', 'home')).toBe(false);
  });

  it('switches to English and Chinese, fetched when chosen, and remembers the choice', async () => {
    await initStaffI18n('id-ID');
    await changeStaffLocale('en-US');
    expect(staffI18n.t('staff:counter.scan')).toBe('Scan QR');
    expect(staffI18n.t('staff:status.waiting', { count: 1 })).toBe('1 waiting to sync');
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('lahap_locale')).toBe('en-US');
    await changeStaffLocale('zh-CN');
    expect(staffI18n.t('staff:done.title')).toBe('核销成功');
  });

  it("stays out of the customer app's catalogues", async () => {
    expect(NAMESPACES).not.toContain('staff');
    expect(Object.keys(await loadResources('en-US'))).not.toContain('staff');
    expect(Object.keys(await loadResources('zh-CN'))).not.toContain('staff');
  });
});
