import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatBytes } from '../domain';
import { locales } from '../site/i18n/format';
import { Field, FileInput, type FileInputProps } from '../ui';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = /\.(pdf|docx?)$/i;

const cvFile = () => new File(['%PDF-1.4'], 'cv-maria-lopez.pdf', { type: 'application/pdf' });

/** The checks the job-application form runs on the chosen CV, in Spanish or English. */
function validateCv(file: File | null, locale: 'es' | 'en'): string | undefined {
  if (!file) return undefined;
  if (!ACCEPTED.test(file.name)) {
    return locale === 'es'
      ? 'Formato no permitido. Usa PDF, DOC o DOCX.'
      : 'File type not allowed. Use PDF, DOC or DOCX.';
  }
  if (file.size > MAX_BYTES) {
    return locale === 'es' ? 'El archivo supera los 5 MB.' : 'The file is larger than 5 MB.';
  }
  return undefined;
}

type CvFieldProps = FileInputProps & {
  label?: string;
  hint?: string;
  locale?: 'es' | 'en';
  /** Run the form's checks on the chosen file and show the message in the Field. */
  validate?: boolean;
};

/** FileInput is controlled: the story keeps the chosen file in state, as a form would. */
function CvField({
  file: initialFile,
  onFileChange,
  label = 'CV / Curriculum Vitae',
  hint,
  locale = 'es',
  validate = false,
  required,
  ...props
}: CvFieldProps) {
  const [file, setFile] = useState<File | null>(initialFile);
  const error = validate ? validateCv(file, locale) : undefined;
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      <FileInput
        {...props}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          onFileChange(next);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    file: null,
    onFileChange: fn(),
    chooseLabel: 'Elegir archivo',
    noFileLabel: 'Ningún archivo seleccionado',
    clearLabel: 'Quitar archivo',
    formatSize: (bytes) => formatBytes(bytes, locales.es),
    accept: '.pdf,.doc,.docx',
    name: 'cv',
    disabled: false,
  },
  argTypes: {
    chooseLabel: { control: 'text' },
    noFileLabel: { control: 'text' },
    clearLabel: { control: 'text' },
    accept: { control: 'text' },
    disabled: { control: 'boolean' },
    file: { control: false },
    formatSize: { control: false },
  },
  render: (args) => (
    <div className="max-w-md">
      <CvField {...args} hint="PDF, DOC o DOCX. Máximo 5 MB." />
    </div>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function getFileInput(canvasElement: HTMLElement, label = 'CV / Curriculum Vitae') {
  return within(canvasElement).getByLabelText<HTMLInputElement>(label, { exact: false });
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = getFileInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(input).toHaveAccessibleDescription('PDF, DOC o DOCX. Máximo 5 MB.');
    await expect(canvas.getByText('Elegir archivo')).toBeVisible();
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar archivo' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="file-input"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

export const ChooseAndClear: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = getFileInput(canvasElement);
    const file = cvFile();
    await userEvent.upload(input, file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(input.files?.[0]).toBe(file);
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    await expect(canvas.getByText('(8 B)')).toBeVisible();
    await expect(canvas.queryByText('Ningún archivo seleccionado')).not.toBeInTheDocument();

    const clear = canvas.getByRole('button', { name: 'Quitar archivo' });
    await userEvent.click(clear);
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await expect(canvas.queryByText('cv-maria-lopez.pdf')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Quitar archivo' })).not.toBeInTheDocument();
    // The native input is emptied too, so the same file can be chosen again.
    await expect(input.files).toHaveLength(0);
    await expect(input).toHaveValue('');
  },
};

export const Focus: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The native input is visually hidden but stays in the tab order; its label draws the ring.
    await userEvent.tab();
    const input = getFileInput(canvasElement);
    await expect(input).toHaveFocus();
    const chooseButton = canvas.getByText('Elegir archivo');
    await expect(getComputedStyle(chooseButton).outlineStyle).toBe('solid');
  },
};

export const FileChosen: Story = {
  args: { file: cvFile() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="file-input"]')).toHaveAttribute(
      'data-state',
      'chosen',
    );
    const clear = canvas.getByRole('button', { name: 'Quitar archivo' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
  },
};

export const Required: Story = {
  render: (args) => (
    <div className="max-w-md">
      <CvField {...args} required />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = getFileInput(canvasElement);
    await expect(input).toBeRequired();
    // Nothing chosen: the browser's own check reports the field as missing.
    await expect(input.validity.valueMissing).toBe(true);
    // The asterisk is decoration; the name stays the label's text.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InvalidFormat: Story = {
  args: {
    file: new File(['PNG'], 'portafolio.png', { type: 'image/png' }),
  },
  render: (args) => (
    <div className="max-w-md">
      <CvField {...args} required validate />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = getFileInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Formato no permitido. Usa PDF, DOC o DOCX.');
    await expect(canvas.getByText('portafolio.png')).toBeVisible();
    // Choosing an allowed file clears the error.
    await userEvent.upload(input, cvFile());
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/Formato no permitido/)).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  render: (args) => (
    <div className="max-w-md">
      <CvField {...args} required validate hint="PDF, DOC o DOCX. Máximo 5 MB." />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = getFileInput(canvasElement);
    await expect(input).not.toHaveAttribute('aria-invalid');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv-maria-lopez-portafolio.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    await expect(canvas.getByText('cv-maria-lopez-portafolio.pdf')).toBeVisible();
    await expect(canvas.getByText('(6 MB)')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'PDF, DOC o DOCX. Máximo 5 MB. El archivo supera los 5 MB.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar archivo' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    const input = getFileInput(canvasElement);
    await expect(input).toBeDisabled();
    await userEvent.upload(input, cvFile());
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const DisabledWithFile: Story = {
  args: { disabled: true, file: cvFile() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
    const clear = canvas.getByRole('button', { name: 'Quitar archivo' });
    await expect(clear).toBeDisabled();
    await userEvent.click(clear, { pointerEventsCheck: 0 });
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('cv-maria-lopez.pdf')).toBeVisible();
  },
};

const longName =
  'cv-maria-fernanda-lopez-garcia-desarrolladora-frontend-senior-react-typescript-version-final-2025.pdf';

export const LongFileName: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <CvField {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      getFileInput(canvasElement),
      new File(['%PDF-1.4'], longName, { type: 'application/pdf' }),
    );
    const name = canvas.getByText(longName);
    // The name is cut with an ellipsis inside the column; the full name stays in the DOM.
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const column = canvasElement.querySelector('.max-w-sm') as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Quitar archivo' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <CvField {...args} hint="PDF, DOC o DOCX. Máximo 5 MB." />,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.upload(
      getFileInput(canvasElement),
      new File(['%PDF-1.4'], longName, { type: 'application/pdf' }),
    );
    const name = canvas.getByText(longName);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // No sideways scrolling of the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const clear = canvas.getByRole('button', { name: 'Quitar archivo' });
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(clear);
    await expect(canvas.getByText('Ningún archivo seleccionado')).toBeVisible();
  },
};

export const Spanish: Story = {
  render: (args) => (
    <div className="max-w-md">
      <CvField
        {...args}
        label="Carta de presentación"
        hint="Opcional. PDF, DOC o DOCX."
        name="carta"
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('es');
    const input = getFileInput(canvasElement, 'Carta de presentación');
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'carta-presentacion.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await expect(canvas.getByText('carta-presentacion.docx')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar archivo' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { lang: 'en' },
  args: {
    chooseLabel: 'Choose file',
    noFileLabel: 'No file chosen',
    clearLabel: 'Remove file',
    formatSize: (bytes) => formatBytes(bytes, locales.en),
  },
  render: (args) => (
    <div className="max-w-md">
      <CvField
        {...args}
        label="CV / Résumé"
        hint="PDF, DOC or DOCX. 5 MB maximum."
        locale="en"
        required
        validate
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    const input = getFileInput(canvasElement, 'CV / Résumé');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'cv-jane-smith.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByText('cv-jane-smith.pdf')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(input.files).toHaveLength(0);
  },
};
