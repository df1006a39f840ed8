import { useTranslation } from 'react-i18next';
import { Card, ContactDetails, Container, Heading, Section } from '../../ui';
import { useContactInfo } from '../app/contact-info';
import { PageIntro } from './PageIntro';
import { SiteContactForm } from './parts/SiteContactForm';

export default function ContactPage() {
  const { t } = useTranslation('forms');
  const contact = useContactInfo();
  return (
    <PageIntro pageKey="contact">
      <Section id="contacto" aria-labelledby="contact-form-title">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <Card className="gap-6 p-6 sm:p-8">
            <Heading level={2} size="h3" id="contact-form-title">
              {t('contact.formTitle')}
            </Heading>
            <SiteContactForm />
          </Card>
          <ContactDetails {...contact} className="lg:pt-8" />
        </Container>
      </Section>
    </PageIntro>
  );
}
