import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button, Link, StatusMessage } from '../ui';
import { linkClicks } from './fixtures/dom';

/** The blog's way back, outlined when another action leads. */
function backToBlog(label: string, href: string, variant: 'primary' | 'outline' = 'primary') {
  return (
    <Button asChild variant={variant}>
      <Link href={href}>{label}</Link>
    </Button>
  );
}

/**
 * "Not available": read the article in this language, or go back to the blog. The first label
 * holds the article's title, so it may wrap (on a phone it is wider than the screen).
 */
function readOrBack(read: string, readHref: string, back: string, backHref: string) {
  return (
    <>
      <Button asChild wrap>
        <Link href={readHref}>{read}</Link>
      </Button>
      {backToBlog(back, backHref, 'outline')}
    </>
  );
}

const meta = {
  title: 'Sections/StatusMessage',
  component: StatusMessage,
  tags: ['autodocs'],
  args: {
    level: 1,
    title: 'Artículo no encontrado',
    description:
      'No encontramos ningún artículo en esta dirección. Puede que haya cambiado o que el enlace esté incompleto.',
    actions: backToBlog('Volver al blog', '/blog'),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    level: { control: 'inline-radio', options: [1, 2] },
    actions: { control: false },
  },
  beforeEach: () => linkClicks.record(),
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

function messageOf(canvasElement: HTMLElement): HTMLElement {
  const message = canvasElement.querySelector<HTMLElement>('[data-slot="status-message"]');
  if (!message) throw new Error('Status message not found');
  return message;
}

/** No article at this address: the message is the page, so its title is the h1. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeVisible();
    await expect(canvas.getByText(/el enlace esté incompleto/)).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Volver al blog' });
    await expect(back).toHaveAttribute('href', '/blog');
    await userEvent.click(back);
    await expect(linkClicks.hrefs).toEqual(['/blog']);
  },
};

/** An English address opened in Spanish: the Spanish version first, the blog second. */
export const NotAvailable: Story = {
  args: {
    title: 'Artículo no disponible',
    description:
      'Este artículo no está disponible en español con esta dirección, pero puedes leer su versión en español.',
    actions: readOrBack(
      'Leer «Inteligencia artificial en el desarrollo web»',
      '/blog/inteligencia-artificial-desarrollo-web',
      'Volver al blog',
      '/blog',
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artículo no disponible' }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Leer «Inteligencia artificial en el desarrollo web»',
        '/blog/inteligencia-artificial-desarrollo-web',
      ],
      ['Volver al blog', '/blog'],
    ]);
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Article not found',
    description:
      'We could not find an article at this address. It may have moved, or the link may be incomplete.',
    actions: backToBlog('Back to blog', '/en/blog'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeVisible();
    await expect(canvas.getByText(/may have moved/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to blog' }));
    await expect(linkClicks.hrefs).toEqual(['/en/blog']);
  },
};

/** The portfolio filter with no projects: a section's h2 and the way back to all of them. */
export const WithoutDescription: Story = {
  args: {
    level: 2,
    title: 'Aún no hay proyectos en esta categoría.',
    description: undefined,
    actions: (
      <Button asChild variant="outline">
        <Link href="/portfolio">Ver todos los proyectos</Link>
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', {
      level: 2,
      name: 'Aún no hay proyectos en esta categoría.',
    });
    await expect(title).toBeVisible();
    // Only the title and the action: no empty paragraph in between.
    await expect(messageOf(canvasElement).querySelector('p')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'Artículo no disponible: Automatizaciónintegraldeprocesoscomercialesconn8neinteligenciaartificial',
    description:
      'Este artículo no está disponible en español con esta dirección. Puede que lo hayamos trasladado al reorganizar el blog por temas; su versión en español sigue publicada y contiene exactamente la misma guía paso a paso.',
    actions: readOrBack(
      'Leer «Automatización de procesos con n8n e IA: guía paso a paso para pymes»',
      '/blog/automatizacion-procesos-n8n-ia',
      'Volver al blog',
      '/blog',
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const message = messageOf(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: /Automatizaciónintegral/ });
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    const right = message.getBoundingClientRect().right;
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: NotAvailable.args,
  play: async ({ canvas }) => {
    const read = canvas.getByRole('link', { name: /Leer «Inteligencia artificial/ });
    const back = canvas.getByRole('link', { name: 'Volver al blog' });
    for (const link of [read, back]) {
      const box = link.getBoundingClientRect();
      await expect(link).toBeVisible();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
