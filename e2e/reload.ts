import type { Frame, Page, Response } from '@playwright/test';

/**
 * Reloads the page and answers the first response matching `matches` that the new document asked
 * for. A waiter set before `reload()` alone may take a response of the page being left (a poll in
 * flight), whose body the browser drops once the page navigates away.
 */
export async function reloadFor(page: Page, matches: (r: Response) => boolean): Promise<Response> {
  let reloaded = false;
  const committed = (frame: Frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  };
  page.on('framenavigated', committed);
  try {
    const answered = page.waitForResponse((r) => reloaded && matches(r));
    await page.reload();
    return await answered;
  } finally {
    page.off('framenavigated', committed);
  }
}
