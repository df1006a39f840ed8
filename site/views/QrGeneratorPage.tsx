import { PageIntro } from './PageIntro';

// The tool (its form, the QR encoder and the downloads) is a part: its code comes after the
// first paint and never weighs on the page's initial JavaScript.
import QrTool from './parts/QrTool';

export default function QrGeneratorPage() {
  return (
    <PageIntro pageKey="utilities/qr">
        <QrTool />
    </PageIntro>
  );
}
