// The sales chat on every page (spec section 2, Chatbot): an island (site/islands/Chat.tsx)
// prerendered closed and hydrated on intent (client:intent: a pointer over the launcher, its
// focus, a touch or the first press, which is held and given to it once hydrated), or at once
// when its panel was left open on the previous page; the panel's code loads on intent too.
import { Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatLauncher } from '../../ui';
import {
  launcher as enLauncher,
  unread_one as enUnreadOne,
  unread_other as enUnreadOther,
} from '../i18n/en/chat.json';
import {
  launcher as esLauncher,
  unread_one as esUnreadOne,
  unread_other as esUnreadOther,
} from '../i18n/es/chat.json';
import { useLaterTexts, type LaterTexts } from '../islands/later-texts';
import {
  closeChat,
  currentConversation,
  EMPTY_CONVERSATION,
  openChat,
  subscribeToConversation,
} from './chat-conversation';
import { onIntent } from './on-intent';

const ChatPanel = onIntent(() => import('./SiteChatPanel'));

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

/** The launcher's texts, with its code (the panel's come with the panel's). */
const launcherBundles: LaterTexts = {
  es: { chat: { launcher: esLauncher, unread_one: esUnreadOne, unread_other: esUnreadOther } },
  en: { chat: { launcher: enLauncher, unread_one: enUnreadOne, unread_other: enUnreadOther } },
};

export default function SiteChat() {
  useLaterTexts(launcherBundles);
  const { t } = useTranslation('chat');
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
            conversation={conversation}
            hidden={overlay}
            focusOnMount={openedHere}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
