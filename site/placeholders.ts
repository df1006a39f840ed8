// The demonstration values the site ships with (site/config.ts), so that a launch cannot go out
// with them: `npm run build` lists every one still in use, `npm run build -- --strict` fails on
// them, and `npm run dev` warns. A value is a placeholder while it is written as
// `placeholder(...)`: replacing the whole call with the agency's own value is what clears it.

/** Shipped values: strings and numbers by value, lists and records by identity. */
const shipped = new Set<unknown>();

/** A demonstration value (a text, a number, or a whole list or record), to replace before launch. */
export function placeholder<T>(value: T): T {
  shipped.add(value);
  return value;
}

/** One setting still holding its demonstration value: its path in the settings, and the value. */
export type PlaceholderInUse = { setting: string; value: unknown };

/** Every setting of `settings` (walked from its top) that holds a demonstration value. */
export function placeholdersInUse(settings: object): PlaceholderInUse[] {
  const found: PlaceholderInUse[] = [];
  const walk = (value: unknown, path: string) => {
    if (shipped.has(value)) found.push({ setting: path, value });
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(inner, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    }
  };
  walk(settings, '');
  return found;
}

/** The list as the build and the dev server print it. */
export function placeholderReport(found: readonly PlaceholderInUse[]): string {
  return [
    `${found.length} setting(s) still hold their demonstration value (site/config.ts, see README "Make it yours"):`,
    ...found.map(({ setting, value }) => {
      const shown = JSON.stringify(value);
      return `  ${setting}: ${shown.length > 90 ? `${shown.slice(0, 89)}…` : shown}`;
    }),
  ].join('\n');
}
