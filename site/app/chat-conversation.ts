// The chat's conversation: one per browser tab. It lives here, outside React, so it survives
// every page of the site, and in sessionStorage, so it survives each page load; a new tab
// starts a new session (spec section 3: a chat session id per visit). The panel (app/SiteChat)
// reads it with useSyncExternalStore. The advisor's welcome is not part of it: the panel always
// shows it first, in the page's HTML too.
import { cleanMessage, type ChatError } from '../../domain/chat';
import type { Lang } from '../routes';
import { askChat, ChatClientError } from '../services/chat';

/** A bot message written by the site, not the advisor: shown in the current language. */
export type ChatNotice = 'error' | 'rateLimited';

export type ConversationMessage = {
  id: string;
  sender: 'user' | 'bot';
  /** When it was added (ISO). */
  at: string;
} & ({ text: string } | { notice: ChatNotice });

export type Conversation = {
  sessionId: string;
  messages: readonly ConversationMessage[];
  /** The message being written. */
  draft: string;
  open: boolean;
  /** A reply is on its way. */
  waiting: boolean;
  /** Replies that arrived while the panel was closed. */
  unread: number;
};

/** Where the tab's conversation is kept (the chat island hydrates at once when it is open). */
export const CHAT_STORAGE_KEY = 'chat-conversation';
const STORAGE_KEY = CHAT_STORAGE_KEY;
/** The oldest messages are dropped beyond this, so the stored conversation stays small. */
const KEPT_MESSAGES = 200;

/** A version 4 UUID; crypto.randomUUID exists only on secure origins (https, localhost). */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the prerendered page shows: the chat closed, nothing said yet. */
export const EMPTY_CONVERSATION: Conversation = {
  sessionId: '',
  messages: [],
  draft: '',
  open: false,
  waiting: false,
  unread: 0,
};

const isMessage = (value: unknown): value is ConversationMessage => {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.sender === 'user' || m.sender === 'bot') &&
    typeof m.at === 'string' &&
    (typeof m.text === 'string' || m.notice === 'error' || m.notice === 'rateLimited')
  );
};

/**
 * The tab's stored conversation, open again if it was open on the previous page (pages are
 * documents: every link loads one); with nothing stored, the prerendered one itself, so a page
 * hydrates without rendering the chat twice. The session id comes with the first change.
 */
function restore(): Conversation {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      sessionId?: unknown;
      messages?: unknown;
      draft?: unknown;
      open?: unknown;
    } | null;
    if (!stored || typeof stored.sessionId !== 'string' || !Array.isArray(stored.messages)) {
      return EMPTY_CONVERSATION;
    }
    return {
      ...EMPTY_CONVERSATION,
      sessionId: stored.sessionId,
      messages: stored.messages.filter(isMessage),
      draft: typeof stored.draft === 'string' ? stored.draft : '',
      open: stored.open === true,
    };
  } catch {
    return EMPTY_CONVERSATION; // storage disabled or its value damaged: a new conversation
  }
}

let conversation: Conversation | null = null;
const listeners = new Set<() => void>();

export function subscribeToConversation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentConversation(): Conversation {
  conversation ??= restore();
  return conversation;
}

function update(change: (current: Conversation) => Partial<Conversation>) {
  const current = currentConversation();
  const next = { ...current, ...change(current) };
  next.sessionId ||= newId();
  conversation = next;
  try {
    const { sessionId, messages, draft, open } = next;
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sessionId, messages, draft, open }),
    );
  } catch {
    // storage full or disabled: the conversation still lives until the tab closes or reloads
  }
  for (const listener of listeners) listener();
}

const message = (
  sender: ConversationMessage['sender'],
  content: { text: string } | { notice: ChatNotice },
): ConversationMessage => ({ id: newId(), sender, at: new Date().toISOString(), ...content });

const append = (messages: readonly ConversationMessage[], added: ConversationMessage) =>
  [...messages, added].slice(-KEPT_MESSAGES);

/** The panel is open: its replies are seen. */
export function openChat(): void {
  update(() => ({ open: true, unread: 0 }));
}

export function closeChat(): void {
  update(() => ({ open: false }));
}

export function setDraft(draft: string): void {
  update(() => ({ draft }));
}

const NOTICES: Record<ChatError, ChatNotice> = {
  'rate-limited': 'rateLimited',
  'bad-request': 'error',
  'too-large': 'error',
  failed: 'error',
};

/**
 * Sends a message (the draft when none is given): trimmed; blank text, or a send while a reply
 * is on its way, is ignored (spec section 5). The reply, or an error notice, follows it.
 */
export async function sendChatMessage(lang: Lang, text?: string): Promise<void> {
  const current = currentConversation();
  const clean = cleanMessage(text ?? current.draft);
  if (clean === null || current.waiting) return;
  update(({ messages }) => ({
    messages: append(messages, message('user', { text: clean })),
    draft: text === undefined ? '' : current.draft,
    waiting: true,
  }));
  const { sessionId } = currentConversation();
  let reply: ConversationMessage;
  try {
    const answer = await askChat({ message: clean, sessionId, language: lang });
    reply = message('bot', { text: answer });
  } catch (error) {
    const notice = error instanceof ChatClientError ? NOTICES[error.code] : 'error';
    reply = message('bot', { notice });
  }
  update(({ messages, open, unread }) => ({
    messages: append(messages, reply),
    waiting: false,
    unread: open ? 0 : unread + 1,
  }));
}
