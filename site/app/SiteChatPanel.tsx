// The chat's open panel, loaded on intent by SiteChat (the launcher, on every page). Its texts
// come with it: the page's HTML carries only the launcher's.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../domain/chat';
import enChat from '../i18n/en/chat.json';
import esChat from '../i18n/es/chat.json';
import { privacyNotice as enPrivacyNotice } from '../i18n/en/forms.json';
import { privacyNotice as esPrivacyNotice } from '../i18n/es/forms.json';
import { useLaterTexts, type LaterTexts } from '../islands/later-texts';
import { ChatPanel, type ChatPanelMessage } from '../../ui/tools/chat/ChatPanel';
import { siteConfig } from '../config';
import { formatTime } from '../i18n/format';
import type { Lang } from '../routes';
import { sendChatMessage, setDraft, type Conversation } from './chat-conversation';
import { usePage } from './page-context';
import { whatsappChat } from '../services/share';
import { usePrivacyNotice } from '../views/parts/privacy-notice';

const QUICK_REPLIES = ['prices', 'offer', 'services', 'contact'] as const;

/** The part of the chat's texts only its panel reads (the launcher's are in the page). */
const panelBundles: LaterTexts = {
  es: { chat: esChat, forms: { privacyNotice: esPrivacyNotice } },
  en: { chat: enChat, forms: { privacyNotice: enPrivacyNotice } },
};

export default function SiteChatPanel({
  conversation,
  hidden,
  focusOnMount,
  onClose,
}: {
  conversation: Conversation;
  hidden: boolean;
  focusOnMount: boolean;
  onClose: () => void;
}) {
  useLaterTexts(panelBundles);
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language as Lang;
  const { href } = usePage();
  const privacy = usePrivacyNotice('chat');

  const messages = useMemo(
    (): ChatPanelMessage[] =>
      conversation.messages.map((m) => ({
        id: m.id,
        sender: m.sender,
        time: formatTime(m.at, lang),
        text: 'text' in m ? m.text : t(m.notice, { brand: siteConfig.brand }),
        error: 'notice' in m && m.notice !== 'welcome',
      })),
    [conversation.messages, lang, t],
  );
  const quickReplies = useMemo(
    () =>
      conversation.messages.some((m) => m.sender === 'user')
        ? []
        : QUICK_REPLIES.map((id) => ({ id, label: t(`quickReplies.${id}.label`) })),
    [conversation.messages, t],
  );

  return (
    <ChatPanel
      hidden={hidden}
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
      onClose={onClose}
      maxLength={CHAT_MESSAGE_MAX}
      focusOnMount={focusOnMount}
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
  );
}
