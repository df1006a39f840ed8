// The audited page's own declarations (Open Graph, Twitter card, structured data, hreflang),
// read from its HTML with a streaming tokenizer: one pass, linear in the page's size, whatever
// the page holds (a hostile page of unclosed tags costs what an ordinary page of that size
// costs). No regular expression reads the page.
import { Parser } from 'htmlparser2';
import { NO_PAGE_FACTS, type PageFacts } from '../../../domain/audit';

/** The page's first bytes the audit fetches and reads (the facts live in its head and top). */
export const PAGE_FACTS_MAX_BYTES = 512 * 1024;

const OPEN_GRAPH = ['og:title', 'og:type', 'og:image', 'og:url'];
const SCHEMA_ORG = [
  'http://schema.org',
  'https://schema.org',
  'http://www.schema.org',
  'https://www.schema.org',
];
const value = (attribs: Record<string, string>, name: string) =>
  (attribs[name] ?? '').trim().toLowerCase();

/** A parser that notes the facts of the HTML written to it. */
function factsParser(sitemap: boolean): { parser: Parser; facts: PageFacts } {
  const facts: PageFacts = { ...NO_PAGE_FACTS, sitemap };
  /** The text of the JSON-LD script being read, if one is open. */
  let jsonLd: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const property = value(attribs, 'property');
        const metaName = value(attribs, 'name');
        if (name === 'meta' && OPEN_GRAPH.some((key) => property.startsWith(key))) {
          facts.openGraph = true;
        }
        if (name === 'meta' && metaName.startsWith('twitter:card')) facts.twitter = true;
        if (name === 'link' && 'hreflang' in attribs) facts.hreflang = true;
        if (name === 'script' && value(attribs, 'type') === 'application/ld+json') {
          facts.structured = true;
          jsonLd = '';
        }
        if ('itemscope' in attribs) facts.structured = true;
        const itemtype = value(attribs, 'itemtype');
        if (
          'itemscope' in attribs &&
          SCHEMA_ORG.some((vocabulary) => itemtype.startsWith(vocabulary))
        ) {
          facts.schema = true;
        }
        const vocab = value(attribs, 'vocab');
        if (vocab.startsWith('http:') || vocab.startsWith('https:')) facts.structured = true;
      },
      ontext(text) {
        // Enough of the script to find its vocabulary; the rest is not kept.
        if (jsonLd !== null && jsonLd.length < 64 * 1024) jsonLd += text;
      },
      onclosetag(name) {
        if (name !== 'script' || jsonLd === null) return;
        if (jsonLd.toLowerCase().includes('schema.org')) facts.schema = true;
        jsonLd = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  return { parser, facts };
}

export function pageFactsOf(html: string, sitemap: boolean): PageFacts {
  const { parser, facts } = factsParser(sitemap);
  parser.end(html);
  return facts;
}

/** Written to the parser at a time: a few milliseconds of work between other requests. */
const SLICE_CHARS = 16 * 1024;

/** pageFactsOf, a slice at a time, letting the server answer other requests in between. */
export async function readPageFacts(html: string, sitemap: boolean): Promise<PageFacts> {
  const { parser, facts } = factsParser(sitemap);
  for (let start = 0; start < html.length; start += SLICE_CHARS) {
    parser.write(html.slice(start, start + SLICE_CHARS));
    await new Promise((resolve) => setImmediate(resolve));
  }
  parser.end();
  return facts;
}
