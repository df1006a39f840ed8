import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { usePage } from '../../app/page-context';
import { OFFER } from '../../content/offer';
import { formatPrice } from '../../i18n/format';
import { whatsappChat } from '../../services/share';

/** The offer's figures as its texts interpolate them: days and the price, written per language. */
export function useOfferFacts() {
  const { lang } = usePage();
  return { days: OFFER.days, price: formatPrice(OFFER.price, OFFER.currency, lang) };
}

/** The offer's call to action: a WhatsApp chat with the request typed in, in a new tab. */
export function OfferChatButton({ label }: { label: string }) {
  const { t } = useTranslation('offer');
  const chat = whatsappChat(t('whatsappText', useOfferFacts()));
  return (
    <Button asChild variant="whatsapp" size="lg">
      <a href={chat} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> {t('hero.newTab')}</span>
      </a>
    </Button>
  );
}
