// The careers page's positions, each with its own application form: the open one (Product
// Owner, in a dialog) and the general application below it. A form posted with no script goes to
// its page's own address, which the server answers (site/server/form-posts.ts); the open
// position's form adds its key to that address, so the server knows which form it was and which
// position to name.
import type { Lang } from '../routes';

/** Each position's name, as the owner's inbox reads it (spec: 'Product Owner', 'General'). */
export const positions = { general: 'General', 'product-owner': 'Product Owner' } as const;
export type PositionKey = keyof typeof positions;

/** The query parameter that names the position of a form posted with no script. */
export const positionParam = { es: 'puesto', en: 'position' } as const satisfies Record<
  Lang,
  string
>;

const isPositionKey = (key: string | null): key is PositionKey =>
  key !== null && Object.hasOwn(positions, key);

/**
 * Where the form of position `key` posts: its page with the position named, or, for the general
 * application, its page as it is (no `action`).
 */
export function positionAction(key: PositionKey, lang: Lang): string | undefined {
  return key === 'general' ? undefined : `?${positionParam[lang]}=${key}`;
}

/**
 * The position a request's query names (`positionAction`): the general one where it names none,
 * null where it names one that is not ours.
 */
export function positionInSearch(search: string, lang: Lang): PositionKey | null {
  const key = new URLSearchParams(search).get(positionParam[lang]);
  if (key === null) return 'general';
  return isPositionKey(key) ? key : null;
}
