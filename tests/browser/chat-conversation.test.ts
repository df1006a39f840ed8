// The chat's conversation in a real browser (fetch, sessionStorage, crypto): what the panel shows
// as a visitor writes, waits, closes the panel, fails, and reloads.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isChatSessionId } from '../../domain/chat';
import type * as ChatConversation from '../../site/app/chat-conversation';

type Store = typeof ChatConversation;

let loads = 0;
/**
 * The module as a fresh page load gets it (its state is per page load, its storage per tab): a
 * new address is a new module instance (vi.resetModules cannot reset a browser's modules).
 */
async function freshStore(): Promise<Store> {
  loads += 1;
  const address = `../../site/app/chat-conversation.ts?load=${loads}`;
  return (await import(/* @vite-ignore */ address)) as Store;
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const contents = (store: Store) =>
  store
    .currentConversation()
    .messages.map((m) => `${m.sender}:${'text' in m ? m.text : `(${m.notice})`}`);

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  sessionStorage.clear();
  fetchSpy = vi.spyOn(window, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

describe('the chat conversation', () => {
  it('holds no welcome (the panel always shows it), sends the trimmed text and shows the reply', async () => {
    const store = await freshStore();
    fetchSpy.mockResolvedValue(
      answer({ reply: 'La oferta cuesta 1,200 USD.', source: 'assistant' }),
    );
    store.openChat();
    store.closeChat();
    store.openChat();
    expect(contents(store)).toEqual([]);

    store.setDraft('  ¿Cuánto cuesta?  ');
    const sending = store.sendChatMessage('es');
    expect(store.currentConversation()).toMatchObject({ waiting: true, draft: '' });
    await sending;
    expect(contents(store)).toEqual(['user:¿Cuánto cuesta?', 'bot:La oferta cuesta 1,200 USD.']);
    expect(store.currentConversation().waiting).toBe(false);

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ message: '¿Cuánto cuesta?', language: 'es' });
    expect(isChatSessionId(body.sessionId)).toBe(true);
  });

  it('ignores blank text and a second send while a reply is on its way', async () => {
    const store = await freshStore();
    let reply = (_: Response) => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    store.openChat();
    await store.sendChatMessage('es', ' \n\t ');
    expect(fetchSpy).not.toHaveBeenCalled();

    const first = store.sendChatMessage('es', 'Hola');
    await store.sendChatMessage('es', 'Otra vez');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    reply(answer({ reply: '¡Hola!', source: 'assistant' }));
    await first;
    expect(contents(store)).toEqual(['user:Hola', 'bot:¡Hola!']);
  });

  it('counts a reply that arrives with the panel closed as unread, until it opens', async () => {
    const store = await freshStore();
    fetchSpy.mockResolvedValue(answer({ reply: 'Respuesta', source: 'webhook' }));
    store.openChat();
    const sending = store.sendChatMessage('en', 'Hi');
    store.closeChat();
    await sending;
    expect(store.currentConversation().unread).toBe(1);
    store.openChat();
    expect(store.currentConversation().unread).toBe(0);
  });

  it('adds the error notice on a failure, the rate-limit notice on a 429, and a network failure is an error too', async () => {
    const store = await freshStore();
    store.openChat();
    fetchSpy.mockResolvedValueOnce(answer({ error: 'failed' }, 502));
    await store.sendChatMessage('es', 'uno');
    fetchSpy.mockResolvedValueOnce(answer({ error: 'rate-limited', retryAfter: 30 }, 429));
    await store.sendChatMessage('es', 'dos');
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.sendChatMessage('es', 'tres');
    fetchSpy.mockResolvedValueOnce(new Response('<html>proxy error</html>', { status: 200 }));
    await store.sendChatMessage('es', 'cuatro');
    expect(contents(store)).toEqual([
      'user:uno',
      'bot:(error)',
      'user:dos',
      'bot:(rateLimited)',
      'user:tres',
      'bot:(error)',
      'user:cuatro',
      'bot:(error)',
    ]);
    expect(store.currentConversation().waiting).toBe(false);
  });

  it('the next page (or a reload) keeps the session, the messages, the draft and the open panel; damaged storage starts anew', async () => {
    const first = await freshStore();
    fetchSpy.mockResolvedValue(answer({ reply: 'Sí', source: 'assistant' }));
    first.openChat();
    await first.sendChatMessage('es', '¿Hacen tiendas?');
    first.setDraft('y el precio');
    const { sessionId } = first.currentConversation();

    const reloaded = await freshStore();
    expect(reloaded.currentConversation()).toMatchObject({
      sessionId,
      open: true,
      waiting: false,
      draft: 'y el precio',
    });
    expect(contents(reloaded)).toEqual(contents(first));
    // Closed there, it is closed on the page after; opening again adds nothing.
    reloaded.closeChat();
    const next = await freshStore();
    expect(next.currentConversation().open).toBe(false);
    next.openChat();
    expect(contents(next)).toHaveLength(2);

    sessionStorage.setItem('chat-conversation', '{"sessionId": 5, "messages": "x"');
    const damaged = await freshStore();
    expect(damaged.currentConversation().messages).toEqual([]);
    damaged.openChat();
    expect(isChatSessionId(damaged.currentConversation().sessionId)).toBe(true);
    expect(damaged.currentConversation().sessionId).not.toBe(sessionId);
  });

  it('drops a welcome stored by an earlier version of the site (the panel shows its own)', async () => {
    sessionStorage.setItem(
      'chat-conversation',
      JSON.stringify({
        sessionId: '6f0d6a4e-2f5b-4c1a-9d3e-7b8c9a0e1f23',
        messages: [
          { id: 'w', sender: 'bot', at: '2025-01-01T10:00:00.000Z', notice: 'welcome' },
          { id: 'u', sender: 'user', at: '2025-01-01T10:01:00.000Z', text: 'Hola' },
        ],
        draft: '',
        open: true,
      }),
    );
    const store = await freshStore();
    expect(contents(store)).toEqual(['user:Hola']);
  });

  it('with nothing stored, is the prerendered conversation itself, so hydration renders the chat once', async () => {
    const store = await freshStore();
    expect(store.currentConversation()).toBe(store.EMPTY_CONVERSATION);
    store.openChat();
    expect(isChatSessionId(store.currentConversation().sessionId)).toBe(true);
    expect(store.EMPTY_CONVERSATION.sessionId).toBe('');
  });
});
