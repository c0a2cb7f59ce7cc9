import type { Locator, Page } from '@playwright/test';

/** Holds back the requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's code back until the returned function is called: what shows is the server's HTML alone. */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}

/** The scripts the page asks for from now on, as they are asked for. */
export function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Where an element's box lies, in whole pixels. */
export async function boxOf(locator: Locator): Promise<number[] | null> {
  const box = await locator.boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
}
