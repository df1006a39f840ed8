import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles.css';
import { Badge, Button, Container, Heading, Section } from '../ui';
import { placeholderContent, type PlaceholderLang } from './placeholder-content';

const lang: PlaceholderLang = window.location.pathname.startsWith('/en') ? 'en' : 'es';
const text = placeholderContent[lang];
document.documentElement.lang = lang;
document.title = text.title;

function PlaceholderPage() {
  return (
    <main>
      <Section tone="dark" spacing="lg" className="min-h-dvh">
        <Container width="narrow" className="flex flex-col items-start gap-6">
          <Badge variant="dark">{text.badge}</Badge>
          <Heading level={1} size="display">
            {text.title}
          </Heading>
          <p className="text-lead text-surface-muted-foreground">{text.description}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="mailto:hola@example.com">{text.cta}</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-surface-foreground hover:bg-surface-raised"
            >
              <a href={text.switchHref} hrefLang={lang === 'es' ? 'en' : 'es'}>
                {text.switchLabel}
              </a>
            </Button>
          </div>
        </Container>
      </Section>
    </main>
  );
}

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <PlaceholderPage />
    </StrictMode>,
  );
}
