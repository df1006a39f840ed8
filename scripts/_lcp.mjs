import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { ACCEPT_BENCH_CERTIFICATE, startProxy } from './bench/no-script-proxy.mjs';
import { startBuiltServer } from './built-server.mjs';
const path = process.argv[2] ?? '/tecnologias';
const server = await startBuiltServer(process.cwd());
const a = await startProxy(server.origin, { stripScripts: false });
const b = await startProxy(server.origin, { stripScripts: true });
await b.warm?.(path);
for (const [name, p] of [['page', a], ['copy', b], ['page', a], ['copy', b]]) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ACCEPT_BENCH_CERTIFICATE, ...CHROMIUM_ARGS] });
  const r = await lighthouse(p.origin + path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  chrome.kill();
  const au = r.lhr.audits;
  const el = au['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const br = au['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(name, 'FCP', Math.round(au['first-contentful-paint'].numericValue), 'LCP', Math.round(au['largest-contentful-paint'].numericValue), el?.nodeLabel, el?.selector);
  console.log('  breakdown', JSON.stringify(br?.map((x) => [x.subpart ?? x.phase, Math.round(x.timing)])));
  const reqs = au['network-requests'].details.items.map((x) => `${Math.round(x.networkRequestTime ?? x.startTime)}-${Math.round(x.networkEndTime ?? x.endTime)} ${x.resourceType} ${x.priority} ${x.transferSize} ${x.url.replace(/https:\/\/[^/]+/, '')}`);
  console.log('  ' + reqs.join('\n  '));
}
process.exit(0);
