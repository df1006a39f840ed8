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

/** Resolves in a later task, after the browser has had its turn (input, rendering). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Only at the bare root does a stored explicit choice of English send the visitor to /en/.
  if (window.location.pathname === '/' && storedLanguage() === 'en') {
    window.location.replace(`/en/${window.location.search}${window.location.hash}`);
    return;
  }
  const initial = resolvePath(window.location.pathname, window.location.search);
  // The app's code is evaluated in three steps, each in a task of its own: the texts' library
  // with the loaders, then React's DOM renderer, then the app. Evaluated at once, it is one task
  // of over 100 ms on a slow phone, during which a tap waits. (Every module is already
  // downloading: the boot script preloads them all, scripts/build.mjs.)
  const [{ createI18n, loadLanguage, rememberInstance }, { loadPageTexts }, { loadPage }] =
    await Promise.all([import('./i18n'), import('./i18n/page-texts'), import('./app/loading')]);
  // The page's chunk and its language's texts: fetched at once.
  const ready = Promise.all([
    loadLanguage[initial.lang](),
    loadPageTexts(initial.route.key, initial.lang),
    loadPage(initial.route.key),
  ]);
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ hydrateApp }, [bundle, texts]] = await Promise.all([import('./app/hydrate'), ready]);
  const i18n = createI18n(initial.lang, { [initial.lang]: { ...bundle, ...texts } });
  rememberInstance(i18n);
  const root = document.getElementById('root');
  if (!root) return;
  // Hydration starts in a task of its own, after the code and texts are ready.
  await nextTask();
  hydrateApp(hydrateRoot, root, i18n, initial);
}

void start();
