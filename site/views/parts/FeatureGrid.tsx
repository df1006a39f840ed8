import type { LucideIcon } from 'lucide-react';
import { FeatureCard } from '../../../ui';

export type FeatureItem = { title: string; description: string };

/** Feature cards in a responsive grid, the i-th with the i-th icon (the first when short of icons). */
export function FeatureGrid({
  items,
  icons,
  tone,
  animated = false,
}: {
  items: readonly FeatureItem[];
  icons: readonly LucideIcon[];
  tone?: 'dark';
  /** The cards fade in one after another as the page shows (not under reduced motion). */
  animated?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => {
        const Icon = icons[i] ?? icons[0];
        return (
          <li
            key={item.title}
            className={animated ? 'motion-safe:animate-fade-in' : undefined}
            style={animated ? { animationDelay: `${i * 150}ms` } : undefined}
          >
            <FeatureCard
              tone={tone}
              icon={Icon ? <Icon aria-hidden="true" /> : undefined}
              title={item.title}
              description={item.description}
            />
          </li>
        );
      })}
    </ul>
  );
}
