import { PageIntro } from './PageIntro';

export default function QrGeneratorPage() {
  return <PageIntro pageKey="utilities/qr" />;
}
