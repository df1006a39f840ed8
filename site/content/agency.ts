/** The agency page's blocks in display order (their texts are in the `agency` namespace). */
export const agencyBenefits = [
  'confidentiality',
  'discount',
  'response',
  'team',
  'services',
  'quality',
] as const;
export const agencyModelRows = [
  'visibility',
  'margin',
  'relation',
  'execution',
  'idealFor',
] as const;
export const agencyServiceGroups = ['web', 'design', 'marketing', 'specialised'] as const;
