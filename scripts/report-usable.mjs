// How long a results.html takes to be usable in headless Chromium (Debian's, through playwright-core),
// as Chrome DevTools counts the page's own work (Performance.getMetrics TaskDuration: script, style,
// layout, paint on the main thread), beside the wall time, for: opening it (until report.js has paged
// the table), a search (the filter box), a sort (a column header), and showing one row's charts (its
// distribution and warm-up figures, by their links). Used by scripts/report-usable.sh:
//   node report-usable.mjs results.html "search text" rowIndex
import { chromium } from 'playwright-core';

const [file, needle, rowIndex] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
async function work() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find(m => m.name === 'TaskDuration').value * 1000;
}
// Runs one step, waits until the next frame has been painted, prints wall and page work in ms.
async function step(name, action) {
  const before = await work();
  const start = Date.now();
  await action();
  await page.evaluate(() => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0))));
  const wall = Date.now() - start;
  const busy = (await work()) - before;
  console.log(`${name}\t${wall} ms wall\t${busy.toFixed(0)} ms page work`);
  return busy;
}
let total = 0;
total += await step('open (loaded, table paged)', async () => {
  await page.goto('file://' + file, { waitUntil: 'load', timeout: 120000 });
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 });
});
total += await step(`search "${needle}"`, async () => {
  await page.fill('#filter-text', needle);
  await page.waitForFunction(() => /filtered|no row/.test(document.getElementById('pager-status').textContent));
});
const status = await page.textContent('#pager-status');
total += await step('clear the search', async () => {
  await page.fill('#filter-text', '');
  await page.waitForFunction(() => !document.getElementById('pager-status').textContent.includes('filtered'));
});
total += await step('sort by the first score column', async () => {
  await page.click('#results-table thead th.num >> nth=0');
  await page.waitForFunction(() => document.querySelector('#results-table thead th[aria-sort]') !== null);
});
let charts = 'none';
total += await step(`row ${rowIndex}'s charts`, async () => {
  charts = await page.evaluate(index => {
    const found = ['dist-', 'warmup-'].map(prefix => document.getElementById(prefix + index)).filter(f => f !== null);
    if (found.length > 0) {
      found[0].scrollIntoView();
    }
    return found.map(f => f.id + ' (' + f.querySelectorAll('svg *').length + ' svg elements)').join(', ') || 'none';
  }, rowIndex);
});
console.log(`search shows: ${status}`);
console.log(`row ${rowIndex}'s charts: ${charts}`);
console.log(`total page work of the five steps: ${total.toFixed(0)} ms`);
await browser.close();
