// The content files' data as the server and the build read them outside Astro (which checks the
// same files against the same schemas: site/content.config.ts): YAML, as Astro parses it.
import { load } from 'js-yaml';
import type { z } from 'zod';

/** A content file that does not hold what its collection's schema asks for. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Zod's issues as `field: message` lines (the field as a path: `keywords.2`). */
function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(the whole file)'}: ${issue.message}`)
    .join('; ');
}

/** YAML data checked against a schema; throws a ContentError naming the file and the field. */
export function parseData<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(`${file}: ${issuesOf(result.error)}`);
  return result.data;
}

/** A YAML file's data checked against its schema. */
export function parseYaml<S extends z.ZodType>(schema: S, text: string, file: string): z.output<S> {
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    throw new ContentError(`${file}: not YAML (${(error as Error).message})`);
  }
  return parseData(schema, data, file);
}

/**
 * A Markdown file's frontmatter (between `---` lines at its start) checked against its schema,
 * and the body after it.
 */
export function parseMarkdown<S extends z.ZodType>(
  schema: S,
  text: string,
  file: string,
): { data: z.output<S>; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  if (!match) throw new ContentError(`${file}: no frontmatter (a block between --- lines first)`);
  return {
    data: parseYaml(schema, match[1] ?? '', file),
    body: text.slice(match[0].length),
  };
}
