import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading } from '../../../ui';

/** The contact page's quote form in its card (the form is an island). */
export default function ContactFormCard({ titleId, form }: { titleId: string; form: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <Card padding="lg">
      <Heading level={2} size="h3" id={titleId}>
        {t('contact.formTitle')}
      </Heading>
      {form}
    </Card>
  );
}
