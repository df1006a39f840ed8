import { PageIntro } from './PageIntro';

export default function ContactPage() {
  return <PageIntro pageKey="contact" />;
}
