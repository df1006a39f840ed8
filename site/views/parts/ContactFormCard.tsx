import { useTranslation } from 'react-i18next';
import { Card, Heading } from '../../../ui';
import { SiteContactForm } from './SiteContactForm';

/** The contact page's quote form in its card (its own chunk, hydrated on arrival). */
export default function ContactFormCard({ titleId }: { titleId: string }) {
  const { t } = useTranslation('forms');
  return (
    <Card padding="lg">
      <Heading level={2} size="h3" id={titleId}>
        {t('contact.formTitle')}
      </Heading>
      <SiteContactForm />
    </Card>
  );
}
