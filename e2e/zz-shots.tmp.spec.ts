import { test } from '@playwright/test';
test.use({ baseURL: 'http://localhost:3300' });
test('shots', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Name').fill('Shot');
  await page.getByLabel('Email').fill(`shot-${Date.now()}@podbite.test`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/home/);
  for (const width of [320, 390, 800, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Get Your Bites' }).waitFor();
    await page.screenshot({ path: `/tmp/my-web-gen/home-${width}.png` });
    await page.goto('/summary/aOm8MD2L-lp');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    const wide = await page.evaluate((w) => [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 8).map((e) => `${e.tagName}.${e.className.toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`), width);
    console.log(width, document_width(await page.evaluate(() => document.documentElement.scrollWidth)), wide);
    await page.screenshot({ path: `/tmp/my-web-gen/summary-${width}.png`, fullPage: true });
  }
});
function document_width(x: number) { return x; }
