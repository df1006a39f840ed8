import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { whatsappChat } from '../../services/share';

/** The offer's call to action: a WhatsApp chat with the request typed in, in a new tab. */
export function OfferChatButton({ label }: { label: string }) {
  const { t } = useTranslation('offer');
  const chat = whatsappChat(t('whatsappText'));
  return (
    <Button asChild variant="whatsapp" size="lg">
      <a href={chat} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> {t('hero.newTab')}</span>
      </a>
    </Button>
  );
}
