// Visual regression: once a story has rendered and its play function has passed, its picture is
// compared with the committed baseline in tests/visual/baselines (pixelmatch, through Vitest's
// toMatchScreenshot; paths and tolerance in vitest.config.ts). `npm run test:visual -- --update`
// rewrites the baselines; a changed story leaves its picture and a diff in test-results/visual.
import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import '../tests/mouse-rest';
import '../tests/platform-fonts';

/**
 * Every element at its resting state for the picture: no animation or transition (their end
 * states are the elements' own styles; a spinner stops at its start), no caret, and every
 * section drawn (sections far from the viewport skip rendering until seen, and a tall story's
 * picture reaches them). Removing animations, rather than fast-forwarding them, also makes the
 * browser paint a scaled-in dialog anew, crisp.
 */
const STILL = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  content-visibility: visible !important;
  scroll-behavior: auto !important;
}`;

/** A story taller than this many viewports is pictured down to there. */
const MAX_PAGES = 4;

/**
 * Chromatic's own switch, so one parameter keeps a story out of both: for a story whose picture
 * depends on when it is taken (a slideshow left running).
 */
type VisualParameters = {
  chromatic?: { disableSnapshot?: boolean };
  /** 'run': the story is about toasts' durations, and their timers run (see beforeEach). */
  toastTimers?: 'run';
};

function showsFixedLayer(): boolean {
  return [...document.body.querySelectorAll('*')].some(
    (element) =>
      getComputedStyle(element).position === 'fixed' && element.getClientRects().length > 0,
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Scrolls the story to `top` once nothing else moves it: a scroll the play started (a smooth
 * scrollIntoView) ends first, and the position is checked, not assumed.
 */
async function scrollToStill(top: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let last = Number.NaN;
    for (let frames = 0, still = 0; frames < 90 && still < 4; frames += 1) {
      await nextFrame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const target = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    if (Math.abs(window.scrollY - target) < 1) break;
    window.scrollTo({ left: 0, top: target, behavior: 'instant' });
  }
  await nextFrame();
}

/**
 * Every character of the story is drawn with the project's fonts (ui/styles.css): a glyph the
 * fonts lack would be drawn with a font of the machine, different on every machine and device.
 */
async function expectOwnFontsOnly(): Promise<void> {
  const foreign = await commands.textInMachineFonts();
  expect(foreign, 'text drawn with a font of the machine, not of the project').toEqual([]);
}

/**
 * A toast's picture must not depend on the machine's speed: a success toast lasts 2 s, and a play
 * and its picture can take longer on a busy machine. From the moment a toast shows, its timer is
 * paused, as a pointer resting on the toasts would pause it (react-hot-toast's own pause, through
 * the mouseover its container listens to; the pointer does not move, so nothing shows hovered).
 * The toasts stay until the story's clean-up removes them. Stories about toasts' durations keep
 * their timers (parameters.toastTimers: 'run', with the held clock).
 */
/**
 * Each story starts with the mouse hovering nothing: where an earlier story's play left it, an
 * element of this one would show hovered in its picture.
 */
beforeEach(async () => {
  await commands.restMouse();
});

beforeEach((context) => {
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    // The story (and its parameters) is known once it renders, not yet when this hook runs.
    const { story } = context as { story?: { parameters: VisualParameters } };
    if (story?.parameters.toastTimers === 'run') return;
    const toaster = document.querySelector('[data-rht-toaster]');
    const toasts = [...(toaster?.children ?? [])].filter((toast) => !seen.has(toast));
    if (!toaster || toasts.length === 0) return;
    for (const toast of toasts) seen.add(toast);
    toaster.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
});

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || task.result?.state === 'fail') return;
  await expectOwnFontsOnly();
  const { story } = context as { story?: { parameters: VisualParameters } };
  if (story?.parameters.chromatic?.disableSnapshot) return;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  const scrolled = { x: window.scrollX, y: window.scrollY };
  try {
    await document.fonts.ready;
    // A dialog, menu or toast (fixed, often in a portal outside the story) is pictured with the
    // whole viewport it covers, and so is a story that shows nothing (a hidden launcher: the
    // picture proves the viewport is empty); anything else with the story's own height (the
    // preview's stylesheet gives the body the viewport's).
    document.body.style.minHeight = '0';
    if (showsFixedLayer() || document.body.getBoundingClientRect().height === 0) {
      document.body.style.minHeight = '100vh';
    }
    const height = document.body.getBoundingClientRect().height;
    if (height <= window.innerHeight) {
      await nextFrame();
      await nextFrame();
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId);
      return;
    }
    // Taller than the viewport: the test frame shows one viewport at a time, so the story is
    // pictured a viewport at a time, from the top (through a transparent frame fixed over it).
    const frame = document.createElement('div');
    frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
    document.body.append(frame);
    try {
      const pages = Math.min(Math.ceil(height / window.innerHeight), MAX_PAGES);
      for (let index = 0; index < pages; index += 1) {
        await scrollToStill(index * window.innerHeight);
        const name = index === 0 ? storyId : `${storyId}--${index + 1}`;
        await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
      }
    } finally {
      frame.remove();
    }
  } finally {
    still.remove();
    document.body.style.minHeight = '';
    window.scrollTo(scrolled.x, scrolled.y);
  }
});
