import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import enForms from '../site/i18n/en/forms.json';
import esForms from '../site/i18n/es/forms.json';
import { privacyNoticeTexts } from '../site/views/parts/privacy-notice';
import { PrivacyNotice } from '../ui';
import { expectContained } from './fixtures/layout';

// The first layer of the privacy information, as the site words it under each form and in the
// chat (site/views/parts/privacy-notice.ts).
const meta = {
  title: 'Forms/PrivacyNotice',
  component: PrivacyNotice,
  tags: ['autodocs'],
  args: {
    texts: privacyNoticeTexts(esForms.privacyNotice, 'contact'),
    policyHref: '#politica-privacidad',
  },
  argTypes: { texts: { control: 'object' }, policyHref: { control: 'text' } },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the contact form: who, what for, on what basis, who else, the rights, the policy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByText((_, element) => element?.tagName === 'P');
    for (const label of [
      'Responsable:',
      'Finalidad:',
      'Legitimación:',
      'Destinatarios:',
      'Derechos:',
    ])
      await expect(notice).toHaveTextContent(label);
    await expect(notice).toHaveTextContent('Nodo Web Studio');
    await expect(canvas.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '#politica-privacidad',
    );
  },
};

/** The link is reached by keyboard and shows its focus ring. */
export const LinkFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'política de privacidad' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** The application form's: the CV and how long it is kept. */
export const Application: Story = {
  args: { texts: privacyNoticeTexts(esForms.privacyNotice, 'application') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/valorar tu candidatura/)).toBeVisible();
  },
};

/** The chat's: the platform that runs it and the AI provider among the recipients. */
export const Chat: Story = {
  args: { texts: privacyNoticeTexts(esForms.privacyNotice, 'chat') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/inteligencia artificial/)).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    texts: privacyNoticeTexts(enForms.privacyNotice, 'contact'),
    policyHref: '#privacy-policy',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Controller:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toBeVisible();
  },
};

/** Long words and a long purpose wrap inside the column. */
export const LongText: Story = {
  args: {
    texts: {
      ...privacyNoticeTexts(esForms.privacyNotice, 'consulting'),
      items: [
        {
          label: 'Responsable',
          text: 'Estudio Internacional de Desarrollo Web y Marketing Digital',
        },
        {
          label: 'Finalidad',
          text: 'preparar-contigo-la-consultoría-sobre-tu-auditoría-con-todas-sus-recomendaciones, y responderte por correo o por teléfono cuando nos lo pidas',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-slot=privacy-notice]');
    if (!notice) throw new Error('notice missing');
    await expectContained(canvasElement, [notice]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    const notice = canvasElement.querySelector('[data-slot=privacy-notice]');
    if (!notice) throw new Error('notice missing');
    await expectContained(canvasElement, [notice]);
    await expect(canvas.getByRole('link', { name: 'política de privacidad' })).toBeVisible();
  },
};
