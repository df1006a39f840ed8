import { useTranslation } from 'react-i18next';
import { CtaBanner, FeatureCard } from '../../../ui';
import { useRouter } from '../../app/router';
import { templateFeatureIcons, type TemplateServiceKey } from '../../content/service-templates';
import { templateNamespaces } from '../../i18n/page-texts';
import { ActionButtons } from './ActionButtons';
import { FaqSection } from './FaqSection';
import { PageSection } from './PageSection';

type Item = { title: string; description: string };

/** A template service page below the hero: six feature cards, FAQ, closing call to action. */
export default function ServiceTemplateMore({ pageKey }: { pageKey: TemplateServiceKey }) {
  const { t } = useTranslation(templateNamespaces[pageKey]);
  const { href } = useRouter();
  const items = t(`features.items`, { returnObjects: true }) as Item[];
  const icons = templateFeatureIcons[pageKey];
  const contact = href({ key: 'contact' });
  return (
    <>
      <PageSection
        tone="muted"
        eyebrow={t(`features.eyebrow`)}
        title={t(`features.title`)}
        description={t(`features.description`)}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, i) => {
            const Icon = icons[i] ?? icons[0];
            return (
              <li key={item.title}>
                <FeatureCard
                  icon={Icon ? <Icon aria-hidden="true" /> : undefined}
                  title={item.title}
                  description={item.description}
                />
              </li>
            );
          })}
        </ul>
      </PageSection>
      <FaqSection pageKey={pageKey} />
      <CtaBanner
        title={t(`cta.title`)}
        description={t(`cta.description`)}
        actions={
          <ActionButtons onDark={false} primary={{ label: t(`cta.button`), href: contact }} />
        }
      />
    </>
  );
}
