import { Suspense } from 'react';
import { lazyPart } from '../app/loading';
import { PageIntro } from './PageIntro';

// The tool (its form, the QR encoder and the downloads) is a part: its code comes after the
// first paint and never weighs on the page's initial JavaScript.
const QrTool = lazyPart(() => import('./parts/QrTool'), ['qr']);

export default function QrGeneratorPage() {
  return (
    <PageIntro pageKey="utilities/qr">
      <Suspense fallback={null}>
        <QrTool />
      </Suspense>
    </PageIntro>
  );
}
