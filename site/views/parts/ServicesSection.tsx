import { useTranslation } from 'react-i18next';
import { ServiceCard } from '../../../ui';
import { usePage } from '../../app/page-context';
import { picture } from '../../content/picture';
import { serviceCards, type ServiceKey } from '../../content/services';
import { useTexts } from '../../i18n/texts';
import { PageSection } from './PageSection';

/** The services section (anchor id 'servicios'): a header and one card per service. */
export function ServicesSection({
  keys,
  eyebrow,
  title,
  description,
}: {
  keys: readonly ServiceKey[];
  eyebrow?: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('services');
  const { cards } = useTexts('services');
  const { href } = usePage();
  return (
    <PageSection
      id="servicios"
      tone="muted"
      eyebrow={eyebrow}
      title={title}
      description={description}
    >
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {keys.map((key) => {
          const Icon = serviceCards[key].icon;
          return (
            <li key={key}>
              <ServiceCard
                icon={<Icon aria-hidden="true" />}
                title={t(`cards.${key}.title`)}
                description={t(`cards.${key}.description`)}
                features={cards[key].features}
                featuresLabel={t('featuresLabel')}
                image={picture(serviceCards[key].image, t(`cards.${key}.imageAlt`))}
                action={{ label: t('cardCta'), href: href({ key }) }}
              />
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
