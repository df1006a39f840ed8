// The product's form rules (domain/): what the forms accept before sending and the server
// accepts on arrival.
import { describe, expect, it } from 'vitest';
import {
  budgets,
  choiceServiceTypes,
  cvAccept,
  cvBytesMatch,
  cvFormatOf,
  cvProblem,
  CV_MAX_BYTES,
  englishLevels,
  isBudget,
  isEmail,
  isEnglishLevel,
  isServiceType,
  presetServiceTypes,
  withoutControlCharacters,
} from '../../domain';
import enForms from '../../site/i18n/en/forms.json';
import esForms from '../../site/i18n/es/forms.json';

describe('email addresses', () => {
  it.each(['ana@example.com', ' ana.perez+web@empresa.co.uk ', 'a@b.io'])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['', 'ana', 'ana@', 'ana@example', 'ana@example.c', 'ana perez@example.com', '@x.com'])(
    'refuses %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('service types', () => {
  it('offers the six services of the general form, in order', () => {
    expect(choiceServiceTypes).toEqual(['web', 'mobile', 'seo', 'design', 'automation', 'erp']);
  });

  it('knows the presets of the audit and agency pages, which the selector does not list', () => {
    expect(presetServiceTypes).toEqual(['audit', 'agency']);
    for (const preset of presetServiceTypes) {
      expect(isServiceType(preset)).toBe(true);
      expect(choiceServiceTypes).not.toContain(preset);
    }
  });

  it('refuses anything else', () => {
    for (const value of ['', 'hack', 'Web', 'toString', '__proto__']) {
      expect(isServiceType(value)).toBe(false);
    }
  });

  it('has a label for every choice in both languages', () => {
    for (const forms of [esForms, enForms]) {
      for (const type of choiceServiceTypes) {
        expect(forms.contact.serviceTypes[type]).toMatch(/\S/);
      }
      expect(Object.keys(forms.contact.serviceTypes).sort()).toEqual(
        [...choiceServiceTypes].sort(),
      );
    }
  });
});

describe('budgets', () => {
  it('sends the owner the Spanish range, from lowest to highest', () => {
    expect(budgets.map((budget) => budget.value)).toEqual([
      'Menos de $1,000',
      '$1,000 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      'Más de $25,000',
    ]);
  });

  it('accepts only the offered ranges', () => {
    for (const budget of budgets) expect(isBudget(budget.value)).toBe(true);
    expect(isBudget('$1 - $2')).toBe(false);
    expect(isBudget('under1k')).toBe(false);
  });

  it('labels every range in both languages, Spanish as the owner reads it', () => {
    for (const budget of budgets) {
      expect(esForms.contact.budgets[budget.labelKey]).toBe(budget.value);
      expect(enForms.contact.budgets[budget.labelKey]).toMatch(/\$/);
    }
    expect(Object.keys(enForms.contact.budgets)).toHaveLength(budgets.length);
  });
});

describe('english levels', () => {
  it('has a name for every level in both languages, and nothing else passes', () => {
    for (const level of englishLevels) {
      expect(isEnglishLevel(level)).toBe(true);
      expect(esForms.application.englishLevels[level]).toMatch(/\S/);
      expect(enForms.application.englishLevels[level]).toMatch(/\S/);
    }
    expect(isEnglishLevel('fluent')).toBe(false);
  });
});

describe('CV rules', () => {
  const kb = 1024;

  it('lets the picker offer PDF, DOC and DOCX', () => {
    expect(cvAccept).toBe('.pdf,.doc,.docx');
  });

  it('accepts a PDF, DOC or DOCX of up to 5 MB, whatever the case of its extension', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'mi cv.doc', 'resume.Docx']) {
      expect(cvProblem({ name, size: 200 * kb })).toBeNull();
    }
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeNull();
  });

  it('says why a file cannot be sent: its type, empty, or over 5 MB', () => {
    expect(cvProblem({ name: 'cv.txt', size: kb })).toBe('type');
    expect(cvProblem({ name: 'cv.pdf.exe', size: kb })).toBe('type');
    expect(cvProblem({ name: 'pdf', size: kb })).toBe('type');
    expect(cvProblem({ name: 'cv.pdf', size: 0 })).toBe('empty');
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('size');
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('knows each format by its first bytes', () => {
    const pdf = cvFormatOf('cv.pdf');
    const doc = cvFormatOf('cv.doc');
    const docx = cvFormatOf('cv.docx');
    if (!pdf || !doc || !docx) throw new Error('a CV format is missing');
    const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0]);
    expect(cvBytesMatch(pdf, new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(cvBytesMatch(doc, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(cvBytesMatch(docx, bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    // A renamed file is not what its name says.
    expect(cvBytesMatch(pdf, bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
    expect(cvBytesMatch(docx, new TextEncoder().encode('%PDF-1.7\n'))).toBe(false);
    expect(cvBytesMatch(pdf, new Uint8Array())).toBe(false);
  });
});

describe('text as typed', () => {
  it('removes C0 and C1 controls and DEL, keeping tabs, line breaks and the letters around them', () => {
    // \u009b is a one-byte CSI (C2 9B in the file): a terminal that shows it runs what follows.
    const typed = 'Ana\u009b2J\u0085P\u0080é\u009frez\u001b[1A\u007f\r\n\tfin\u00a0.';
    expect(withoutControlCharacters(typed)).toBe('Ana2JPérez[1A\n\tfin\u00a0.');
  });
});
