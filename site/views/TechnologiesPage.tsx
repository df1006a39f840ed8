import { PageIntro } from './PageIntro';

// Everything below the intro, texts included, loads alongside hydration.
import TechnologiesMore from './parts/TechnologiesMore';

export default function TechnologiesPage() {
  return (
    <PageIntro pageKey="technologies">
        <TechnologiesMore />
    </PageIntro>
  );
}
