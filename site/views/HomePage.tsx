import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  Heading,
  StatStrip,
  Button,
  Card,
  ContactDetails,
  Container,
  Link,
  ParallaxBackground,
  PostGrid,
  PromoBanner,
  SectionHeader,
  TeamSection,
  Testimonial,
} from '../../ui';
import {
  homeStats,
  homeServiceKeys,
  promoImages,
  teamMembers,
  TEASER_POSTS,
  testimonialImages,
} from '../content/home';
import { pageRoot } from '../app/page-root';
import { useContactInfo } from '../app/contact-info';
import { usePage } from '../app/page-context';
import { postsIn } from '../content/blog/posts';
import { picture } from '../content/picture';
import { useTexts } from '../i18n/texts';
import { ServicesSection } from './parts/ServicesSection';
import { PageSection } from './parts/PageSection';
import { usePostCards } from './parts/post-cards';

/** The home page below the hero: offer, team, services, testimonials, posts and contact. */
function HomeSections({ contactForm }: { contactForm?: ReactNode }) {
  const { t } = useTranslation(['homeMore', 'common']);
  const { href, lang } = usePage();
  const { testimonials, promo } = useTexts('homeMore');

  const posts = usePostCards(postsIn(lang).slice(0, TEASER_POSTS));
  const contact = useContactInfo();

  return (
    <>
      <PromoBanner
        badge={t('promo.badge')}
        title={t('promo.title')}
        description={t('promo.description')}
        figure={{ value: t('promo.daysValue'), label: t('promo.daysLabel') }}
        action={{ label: t('promo.cta'), href: href({ key: 'marketing' }) }}
        note={t('promo.note')}
        imagesLabel={t('promo.imagesLabel')}
        images={promoImages.map((name, i) => picture(name, promo.images[i] ?? ''))}
      />
      <div className="relative isolate overflow-hidden">
        <ParallaxBackground />
        <TeamSection
          className="bg-transparent"
          eyebrow={t('team.eyebrow')}
          title={t('team.title')}
          description={t('team.description')}
          location={t('team.location')}
          members={teamMembers.map((id) => ({
            count: t(`team.members.${id}.count`),
            role: t(`team.members.${id}.role`),
            description: t(`team.members.${id}.description`),
          }))}
          missionTitle={t('team.missionTitle')}
          mission={t('team.mission')}
          image={picture('team', t('team.imageAlt'))}
        />
      </div>
      <ServicesSection
        keys={homeServiceKeys}
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        description={t('services.description')}
      />
      <PageSection
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
        description={t('testimonials.description')}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.items.map((item, i) => (
            <li key={item.name}>
              <Testimonial
                name={item.name}
                role={item.role}
                content={item.content}
                image={picture(testimonialImages[i] ?? 'testimonial-1', item.imageAlt)}
                ratingLabel={t('testimonials.rating')}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        tone="muted"
        eyebrow={t('posts.eyebrow')}
        title={t('posts.title')}
        description={t('posts.description')}
      >
        <PostGrid posts={posts} emptyText={t('posts.empty')} />
        <Button asChild variant="outline" size="lg" className="self-center">
          <Link href={href({ key: 'blog' })}>{t('posts.viewAll')}</Link>
        </Button>
      </PageSection>
      <section
        id="contacto"
        aria-labelledby="contact-title"
        className="bg-surface py-16 text-surface-foreground sm:py-24"
      >
        <Container className="grid items-start gap-12 lg:grid-cols-2 lg:gap-x-16">
          <SectionHeader
            align="start"
            onDark
            eyebrow={t('contact.eyebrow')}
            title={t('contact.title')}
            description={t('contact.description')}
            titleId="contact-title"
          />
          <Card padding="lg" className="row-span-2 lg:col-start-2 lg:row-start-1">
            {contactForm}
          </Card>
          <ContactDetails onDark {...contact} />
        </Container>
      </section>
    </>
  );
}

function HomePage({ hero, contactForm }: { hero?: ReactNode; contactForm?: ReactNode }) {
  const { t } = useTranslation('home');

  return (
    <div className="relative isolate">
      <Heading level={1} visuallyHidden>
        {t('heading')}
      </Heading>
      {hero}
      <StatStrip
        title={t('stats.title')}
        stats={homeStats.map((stat) => ({ value: stat.value, label: t(`stats.${stat.id}`) }))}
      />
      <HomeSections contactForm={contactForm} />
    </div>
  );
}

export default pageRoot(HomePage);
