// The sales chat on every page (spec section 2, Chatbot). Its launcher is the page's own HTML
// (site/layouts/Page.astro): a button that opens and closes this panel natively (popovertarget),
// with no script. The panel is prerendered closed in every page, an island (this file's default
// export) hydrated on intent (client:intent: a pointer over the launcher or the panel, a focus, a
// touch or a key), or at once when it was left open on the previous page. Before its code the
// panel opens and closes, shows the welcome, and its box takes typing (reported to it as it
// hydrates, site/islands/typed-before-hydration.ts); the conversation comes with the code.
import { useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChatPanel, ChatUnreadBadge, Notice, type ChatPanelMessage } from '../../ui';
import { CHAT_MESSAGE_MAX } from '../../domain/chat';
import { siteConfig } from '../config';
import { formatTime } from '../i18n/format';
import { island } from '../islands/island';
import type { Lang } from '../routes';
import { whatsappChat } from '../services/share';
import { usePrivacyNotice } from '../views/parts/privacy-notice';
import {
  closeChat,
  currentConversation,
  EMPTY_CONVERSATION,
  openChat,
  sendChatMessage,
  setDraft,
  subscribeToConversation,
} from './chat-conversation';
import { usePage } from './page-context';

/** The panel's id: the launcher (site/layouts/Page.astro) opens it by this name. */
export const CHAT_PANEL_ID = 'chat-panel';

const QUICK_REPLIES = ['prices', 'offer', 'services', 'contact'] as const;

/** The launcher, the page's own HTML (none while hydrating: the server has no document). */
const findLauncher = () =>
  document.querySelector<HTMLElement>(`[popovertarget="${CHAT_PANEL_ID}"]`);
const staysPut = () => () => {};
/** Whether the conversation's code runs here (false in the page's HTML: the server's render). */
const live = () => true;
const prerendered = () => false;

function SiteChat() {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language as Lang;
  const { href } = usePage();
  const privacy = usePrivacyNotice('chat');
  const conversation = useSyncExternalStore(
    subscribeToConversation,
    currentConversation,
    () => EMPTY_CONVERSATION,
  );
  const launcher = useSyncExternalStore(staysPut, findLauncher, () => null);
  const hasCode = useSyncExternalStore(staysPut, live, prerendered);

  const messages = useMemo(
    (): ChatPanelMessage[] => [
      // Always first, and in the page's HTML: the advisor's welcome (spec section 4).
      { id: 'welcome', sender: 'bot', text: t('welcome', { brand: siteConfig.brand }) },
      ...conversation.messages.map((m) => ({
        id: m.id,
        sender: m.sender,
        time: formatTime(m.at, lang),
        text: 'text' in m ? m.text : t(m.notice, { brand: siteConfig.brand }),
        error: 'notice' in m,
      })),
    ],
    [conversation.messages, lang, t],
  );
  const quickReplies = useMemo(
    () =>
      conversation.messages.some((m) => m.sender === 'user')
        ? []
        : // In the page's HTML they show, disabled: a press before the code could not be sent.
          QUICK_REPLIES.map((id) => ({
            id,
            label: t(`quickReplies.${id}.label`),
            disabled: !hasCode,
          })),
    [conversation.messages, hasCode, t],
  );

  return (
    <>
      <ChatPanel
        id={CHAT_PANEL_ID}
        open={conversation.open}
        onOpenChange={(open) => (open ? openChat() : closeChat())}
        onClose={() => {
          closeChat();
          launcher?.focus();
        }}
        messages={messages}
        waiting={conversation.waiting}
        quickReplies={quickReplies}
        onQuickReply={(id) => {
          const reply = QUICK_REPLIES.find((known) => known === id);
          if (reply) void sendChatMessage(lang, t(`quickReplies.${reply}.question`));
        }}
        value={conversation.draft}
        onValueChange={setDraft}
        onSend={() => void sendChatMessage(lang)}
        maxLength={CHAT_MESSAGE_MAX}
        intro={{
          automated: t('intro.automated'),
          humans: {
            lead: t('intro.humans'),
            links: [
              {
                label: t('intro.whatsapp'),
                href: whatsappChat(t('intro.whatsappText')),
                newTab: true,
              },
              { label: t('intro.form'), href: href({ key: 'contact' }) },
            ],
          },
          privacy,
        }}
        // With no script the panel opens (a popover) but cannot send: it says so.
        notice={
          <noscript>
            <Notice message={t('noScript')} className="mx-3 mb-3" />
          </noscript>
        }
        texts={{
          title: t('title'),
          status: t('status'),
          close: t('close'),
          inputLabel: t('inputLabel'),
          placeholder: t('placeholder'),
          send: t('send'),
          typing: t('typing'),
          log: t('log'),
          you: t('you'),
          quickReplies: t('quickRepliesLabel'),
          newTab: t('newTab'),
        }}
      />
      {/* Replies that came while the panel was closed, on the launcher (the page's own button). */}
      {launcher && conversation.unread > 0
        ? createPortal(
            <ChatUnreadBadge
              count={conversation.unread}
              label={t('unread', { count: conversation.unread })}
            />,
            launcher,
          )
        : null}
    </>
  );
}

/** The chat's panel on every page, prerendered closed; its code on intent (texts: chat, forms). */
export default island(SiteChat);
