// The browser's own mouse is shared by every story the test page runs: one story's play that
// rests it on a control (pointer.ts) leaves it there, and a later story's element under that
// point shows hovered in its picture (a lifted card, a darker range, a label's control).
import type { BrowserCommand } from 'vitest/node';

/** Moves the real mouse off the page (outside the viewport, where it hovers nothing). */
export const restMouseCommand: BrowserCommand<[]> = async (context) => {
  await context.page.mouse.move(-1, -1);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The real mouse off the page, hovering nothing (tests/mouse-rest.ts). */
    restMouse: () => Promise<void>;
  }
}
