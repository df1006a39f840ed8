import type { ChatRequest, ChatSource } from '../../../domain/chat';

/** Who answers the chat: the configured workflow webhook or the site's own assistant. */
export type ChatProvider = {
  name: ChatSource;
  /** The bot's text for a message; rejects when there is none (the route answers 'failed'). */
  reply(request: ChatRequest, signal: AbortSignal): Promise<string>;
};
