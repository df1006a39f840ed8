import type { ReactNode } from 'react';
import { ContactDetails, Container, Section } from '../../ui';
import { useContactInfo } from '../app/contact-info';
import { PageIntro } from './PageIntro';

import ContactFormCard from './parts/ContactFormCard';
import { pageRoot } from '../app/page-root';

function ContactPage({ contactForm }: { contactForm?: ReactNode }) {
  const contact = useContactInfo();
  return (
    <PageIntro pageKey="contact">
      <Section id="contacto" aria-labelledby="contact-form-title">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <ContactFormCard titleId="contact-form-title" form={contactForm} />
          <ContactDetails {...contact} className="lg:pt-8" />
        </Container>
      </Section>
    </PageIntro>
  );
}

export default pageRoot(ContactPage);
