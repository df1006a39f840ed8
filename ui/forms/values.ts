// What the two forms collect (spec section 3) and the limits they check (section 5).

export type ContactValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** web, mobile, seo, design, automation, erp; or the page's preset ('audit', 'agency'). */
  serviceType: string;
  budget: string;
  message: string;
};

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  serviceType: '',
  budget: '',
  message: '',
};

/** The service types of the general form (spec section 9). */
export const serviceTypes = ['web', 'mobile', 'seo', 'design', 'automation', 'erp'] as const;

/** The budget options; their values are the Spanish labels the owner knows (spec section 9). */
export const budgetValues = [
  'Menos de $1,000',
  '$1,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  'Más de $25,000',
] as const;

export const englishLevels = ['basic', 'intermediate', 'advanced', 'native'] as const;
export type EnglishLevel = (typeof englishLevels)[number];

export type ApplicationValues = {
  name: string;
  email: string;
  phone: string;
  /** Salary expectation in USD, free text ('$3000'). */
  salary: string;
  /** Years of experience, free text. */
  experience: string;
  englishLevel: EnglishLevel;
  /** Optional cover letter. */
  message: string;
  /** The CV: .pdf, .doc or .docx, at most CV_MAX_BYTES. */
  cv: File | null;
};

export const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  salary: '',
  experience: '',
  englishLevel: 'intermediate',
  message: '',
  cv: null,
};

/** The CV types the form accepts, by extension (spec section 5). */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** Largest CV accepted: 5 MB (the server refuses bigger requests too). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** A pragmatic address check: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

export function hasCvExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return CV_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
