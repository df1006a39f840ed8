// The job application (spec sections 3 and 5): what it collects.

export const englishLevels = ['basic', 'intermediate', 'advanced', 'native'] as const;
export type EnglishLevel = (typeof englishLevels)[number];

export function isEnglishLevel(value: string): value is EnglishLevel {
  return (englishLevels as readonly string[]).includes(value);
}

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
  /** The CV: one of cvFormats, at most CV_MAX_BYTES (domain/cv.ts). */
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
