// Opens each results.html given in headless Chromium (Debian's, through playwright-core) and prints
// how long until the page is usable: loaded, and report.js has paged the table (body data-ready),
// then how long the first click on "next" takes. Used by scripts/report-load.sh.
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync'],
});
for (const file of process.argv.slice(2)) {
  const page = await browser.newPage();
  const start = Date.now();
  await page.goto('file://' + file, { waitUntil: 'load', timeout: 120000 });
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 });
  const usable = Date.now() - start;
  const click = Date.now();
  await page.click('#pager-next');
  await page.waitForFunction(() => document.getElementById('pager-status').textContent.startsWith('rows 101'));
  console.log(`${file}\tusable after ${usable} ms\tnext page in ${Date.now() - click} ms`);
  await page.close();
}
await browser.close();
