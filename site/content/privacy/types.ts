import type { ContentBlock } from '../markdown';

/** One section of the privacy policy (spec section 2: Privacy policy). */
export type PrivacySection = {
  /** Anchor of the section (the same in both languages). */
  id: string;
  heading: string;
  blocks: ContentBlock[];
};

/** The privacy policy in one language. */
export type PrivacyPolicy = { sections: PrivacySection[] };
