import { vi } from 'vitest';

/**
 * Vitest's fake timers for the timeouts and delays a test is about: setTimeout (a retry delay, a
 * deadline) and AbortSignal.timeout (a request's timeout, which Node runs on timers of its own),
 * so only the test moves time and a busy machine cannot. Sockets stay real. Undone by
 * vi.useRealTimers() and vi.restoreAllMocks().
 */
export function fakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(
      () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      ms,
    );
    return controller.signal;
  });
}
