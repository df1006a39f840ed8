import { startTransition, StrictMode } from 'react';
import '../ui/styles.css';
import { App } from './app/App';
import { loadPage, loadParts } from './app/loading';
import { LANGUAGE_STORAGE_KEY } from './app/signals';
import { createI18n, loadLanguage, rememberInstance } from './i18n';
import { loadPageTexts } from './i18n/page-texts';
import { resolvePath } from './routes';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Resolves in a later task, after the browser has had its turn (input, rendering). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Only at the bare root does a stored explicit choice of English send the visitor to /en/.
  if (window.location.pathname === '/' && storedLanguage() === 'en') {
    window.location.replace(`/en/${window.location.search}${window.location.hash}`);
    return;
  }
  const initial = resolvePath(window.location.pathname, window.location.search);
  // The page's chunk and its language's texts are preloaded by the boot script: fetch them at once.
  const [bundle, texts] = await Promise.all([
    loadLanguage[initial.lang](),
    loadPageTexts(initial.route.key, initial.lang),
    loadPage(initial.route.key),
  ]);
  const i18n = createI18n(initial.lang, { [initial.lang]: { ...bundle, ...texts } });
  rememberInstance(i18n);
  const root = document.getElementById('root');
  if (!root) return;
  // React's DOM renderer, the largest module (preloaded by the boot script), is evaluated in a
  // task of its own, and hydration starts in the next: evaluated with the app's code, it made
  // one task of over 100 ms on a slow phone, during which a tap waits.
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // The page's lazy parts load alongside hydration and hydrate on their own when needed.
  void loadParts(i18n);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread in one long task (slow phones stay responsive).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App i18n={i18n} initial={initial} />
      </StrictMode>,
    );
  });
}

void start();
