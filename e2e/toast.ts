import { expect, type Page } from '@playwright/test';

/**
 * Waits out the toast saying `text`: antd-mobile's toast mounts once its chunk loads (a moment
 * after the action), then fades out after two seconds, its text at a low contrast while it
 * fades. So a page is read (by axe, say) once the toast has been seen and is gone, not merely
 * when none is on screen yet.
 */
export async function waitOutToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
  await expect(page.locator('.adm-toast-mask:visible')).toHaveCount(0);
}
