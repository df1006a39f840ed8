import { Card } from '../../../ui';
import { SiteApplicationForm } from './SiteApplicationForm';

/** The careers page's general application (below the fold: its own chunk). */
export default function GeneralApplication({ position }: { position: string }) {
  return (
    <Card padding="lg" className="w-full max-w-3xl self-center">
      <SiteApplicationForm position={position} />
    </Card>
  );
}
