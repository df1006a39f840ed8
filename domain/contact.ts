// The quote request (spec sections 3, 5 and 9): what it collects, its service types and budgets.

/**
 * Every service type a quote request can carry. `choice`: listed in the general form's selector;
 * `preset`: fixed by a page's own form (the web audit and agency pages), with no selector.
 */
const serviceTypeKinds = {
  web: 'choice',
  mobile: 'choice',
  seo: 'choice',
  design: 'choice',
  automation: 'choice',
  erp: 'choice',
  audit: 'preset',
  agency: 'preset',
} as const satisfies Record<string, 'choice' | 'preset'>;

export type ServiceType = keyof typeof serviceTypeKinds;
type Kinds = typeof serviceTypeKinds;
/** A service type the visitor picks in the general form. */
export type ChoiceServiceType = {
  [K in ServiceType]: Kinds[K] extends 'choice' ? K : never;
}[ServiceType];
/** A service type a page fixes for its form. */
export type PresetServiceType = Exclude<ServiceType, ChoiceServiceType>;

const allServiceTypes = Object.keys(serviceTypeKinds) as ServiceType[];

/** The general form's service types, in the selector's order. */
export const choiceServiceTypes = allServiceTypes.filter(
  (type): type is ChoiceServiceType => serviceTypeKinds[type] === 'choice',
);

/** The service types pages fix for their forms. */
export const presetServiceTypes = allServiceTypes.filter(
  (type): type is PresetServiceType => serviceTypeKinds[type] === 'preset',
);

export function isServiceType(value: string): value is ServiceType {
  return Object.hasOwn(serviceTypeKinds, value);
}

/**
 * The budget ranges, in order. `value` is what the owner receives (the Spanish label the owner
 * knows, spec section 9); `labelKey` names the range's translated label (forms: contact.budgets).
 */
export const budgets = [
  { value: 'Menos de $1,000', labelKey: 'under1k' },
  { value: '$1,000 - $5,000', labelKey: '1kTo5k' },
  { value: '$5,000 - $10,000', labelKey: '5kTo10k' },
  { value: '$10,000 - $25,000', labelKey: '10kTo25k' },
  { value: 'Más de $25,000', labelKey: 'over25k' },
] as const;

export type Budget = (typeof budgets)[number];

export function isBudget(value: string): boolean {
  return budgets.some((budget) => budget.value === value);
}

export type ContactValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** A ServiceType once chosen or preset; '' before the visitor chooses. */
  serviceType: string;
  /** A budget's value, or '' (optional). */
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
