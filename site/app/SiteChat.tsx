// The sales chat on every page (spec section 2, Chatbot): an island (site/islands/Chat.tsx)
// prerendered closed and hydrated on intent (client:intent: a pointer over the launcher, its
// focus, a touch or the first press, which is held and given to it once hydrated), or at once
// when its panel was left open on the previous page; the panel's code loads on intent too.
import { Suspense, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../domain/chat';
import { ChatLauncher, type ChatPanelMessage, type ChatPanelProps } from '../../ui';
import { siteConfig } from '../config';
import { formatTime } from '../i18n/format';
import type { Lang } from '../routes';
import {
  closeChat,
  currentConversation,
  EMPTY_CONVERSATION,
  openChat,
  sendChatMessage,
  setDraft,
  subscribeToConversation,
} from './chat-conversation';
import { onIntent } from './on-intent';

const ChatPanel = onIntent<ChatPanelProps>(() =>
  import('../../ui/tools/chat/ChatPanel').then((m) => ({ default: m.ChatPanel })),
);

const QUICK_REPLIES = ['prices', 'offer', 'services', 'contact'] as const;

// A full-screen overlay (the mobile menu, a dialog) hides the chat (spec: the button hides
// while another overlay is visible). Radix puts overlays in portals, children of <body>, so
// watching <body>'s children replaces the spec's 100 ms poll.
const OVERLAY = '[role="dialog"]:not([data-slot="chat-panel"]),[role="alertdialog"]';
const overlayOpen = () => document.querySelector(OVERLAY) !== null;
function subscribeToOverlays(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

export default function SiteChat() {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language as Lang;
  const conversation = useSyncExternalStore(
    subscribeToConversation,
    currentConversation,
    () => EMPTY_CONVERSATION,
  );
  const overlay = useSyncExternalStore(subscribeToOverlays, overlayOpen, () => false);
  // The message box takes the focus only when the visitor opens the panel, not when it shows
  // again on the next page.
  const [openedHere, setOpenedHere] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  // Worded only while the panel shows (a closed panel on a page that hydrates asks no Intl).
  const messages = useMemo(
    (): ChatPanelMessage[] =>
      conversation.open
        ? conversation.messages.map((m) => ({
            id: m.id,
            sender: m.sender,
            time: formatTime(m.at, lang),
            text: 'text' in m ? m.text : t(m.notice, { brand: siteConfig.brand }),
            error: 'notice' in m && m.notice !== 'welcome',
          }))
        : [],
    [conversation.open, conversation.messages, lang, t],
  );
  const quickReplies = useMemo(
    () =>
      conversation.messages.some((m) => m.sender === 'user')
        ? []
        : QUICK_REPLIES.map((id) => ({ id, label: t(`quickReplies.${id}.label`) })),
    [conversation.messages, t],
  );

  const prefetch = () => void ChatPanel.prefetch();
  const close = () => {
    closeChat();
    launcher.current?.focus();
  };

  return (
    <>
      <ChatLauncher
        ref={launcher}
        label={t('launcher')}
        unread={conversation.unread}
        // Worded only when needed: a plural asks Intl, whose first call on a page is slow.
        unreadLabel={conversation.unread ? t('unread', { count: conversation.unread }) : undefined}
        hidden={overlay}
        aria-haspopup="dialog"
        aria-expanded={conversation.open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (conversation.open) return close();
          setOpenedHere(true);
          openChat();
        }}
      />
      {conversation.open ? (
        <Suspense fallback={null}>
          <ChatPanel
            hidden={overlay}
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
            onClose={close}
            maxLength={CHAT_MESSAGE_MAX}
            focusOnMount={openedHere}
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
        </Suspense>
      ) : null}
    </>
  );
}
