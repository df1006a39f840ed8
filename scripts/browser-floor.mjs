// The browsers the site supports (the README's floor): package.json's `browserslist`, read once
// here for the build. Vite writes the client's JavaScript and minifies its CSS for these targets,
// so no syntax newer than the floor reaches a page (Tailwind's own floor is the same: Safari
// 16.4, Firefox 128, Chrome 111).
import browserslist from 'browserslist';

/** browserslist's names, as the build's targets (esbuild's) name the same engines. */
const engineNames = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/** The oldest version of each engine the floor names, e.g. ['chrome111', 'safari16.4', …]. */
export function buildTargets(queries = browserslist.loadConfig({ path: process.cwd() })) {
  const oldest = new Map();
  for (const entry of browserslist(queries)) {
    const [name, range] = entry.split(' ');
    const engine = engineNames[name];
    if (!engine) continue;
    const version = range.split('-')[0];
    const known = oldest.get(engine);
    if (!known || Number.parseFloat(version) < Number.parseFloat(known))
      oldest.set(engine, version);
  }
  if (oldest.size === 0) throw new Error('package.json names no browser floor (browserslist)');
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}
