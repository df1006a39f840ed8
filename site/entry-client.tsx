import '../ui/styles.css';
import { LANGUAGE_STORAGE_KEY } from './app/signals';
import { resolvePath } from './routes';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Lets the browser paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start runs in steps, each in a task of its own: React DOM's code, the app's code, the
// texts and the i18next instance, then hydration (itself in slices). Evaluating all of it at
// once was one long task that a slow phone could not interrupt. The boot script has preloaded
// every module, so the steps wait for no download.
async function start() {
  // Only at the bare root does a stored explicit choice of English send the visitor to /en/.
  if (window.location.pathname === '/' && storedLanguage() === 'en') {
    window.location.replace(`/en/${window.location.search}${window.location.hash}`);
    return;
  }
  const root = document.getElementById('root');
  if (!root) return;
  const initial = resolvePath(window.location.pathname, window.location.search);
  await import('react-dom/client');
  await nextTask();
  const { prepareFirstPage, hydrateFirstPage } = await import('./app/first-page');
  await nextTask();
  const i18n = await prepareFirstPage(initial);
  await nextTask();
  hydrateFirstPage(root, i18n, initial);
}

void start();
