// The chatbot's embedded default (architecture: services): a local sales assistant that
// answers from the site's own content, in the visitor's language, with a link to the page that
// says more. A full-text search (MiniSearch: prefix and fuzzy matching over titles, the pages'
// words and the chat's synonyms) finds the document; the reply is its summary and the link.
// When nothing matches well enough it says so, and offers the contact page and WhatsApp.
import MiniSearch, { type SearchResult } from 'minisearch';
import { siteConfig } from '../../config';
import { pathFor, type Lang, type Route } from '../../routes';
import { whatsappChat } from '../../services/share';
import { fill } from '../../../domain';
import { chatTexts, knowledgeDocs, type ChatTexts, type KnowledgeDoc } from './knowledge';
import type { ChatProvider } from './provider';

// Words that say nothing about the subject of a question (compared without accents).
const STOPWORDS = new Set(
  `a al algo algun alguna algunos ante antes aqui asi cada como con cual cuales de del desde
  e el ella ellos en entre era es esa ese eso esta este esto estos fue ha hay hace hacen hacer la las
  le les lo los mas me mi mis mucho muy ni no nos o os otra otro para pero poco por porque puede
  pueden puedo que quiero quisiera se sea ser si sin sobre solo su sus tambien te tengo tiene
  tienen tu tus u un una uno unos usted ustedes vosotros y ya yo
  about am an and any are as at be been can could did do does for from had has have how i if in
  into is it its me my of on or our please should so tell than that the their them then there
  these they this those to us was we were what which will with would you your`.split(/\s+/),
);

/** Lower case, without accents: 'Dónde' and 'donde' are the same word. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A light plural folding, enough for 'servicios'/'servicio' and 'agencies'/'agency'. */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

function processTerm(term: string): string | null {
  const word = normalise(term);
  if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return null;
  return stem(word);
}

const tokens = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

/** The small-talk phrases of both languages (a visitor may greet in either), longest first. */
function smallTalkPhrases(): [string[], SmallTalk][] {
  const kinds = [
    ['greetings', 'greeting'],
    ['thanks', 'thanks'],
    ['goodbyes', 'goodbye'],
  ] as const;
  return Object.values(chatTexts)
    .flatMap((texts) =>
      kinds.flatMap(([field, kind]) =>
        texts.smallTalk[field].split(',').map((phrase) => [tokens(phrase), kind] as const),
      ),
    )
    .filter(([words]) => words.length > 0)
    .sort((a, b) => b[0].length - a[0].length)
    .map(([words, kind]) => [[...words], kind]);
}

/** The question without its greetings and thanks, and what kind of small talk it held. */
function splitSmallTalk(
  message: string,
  phrases: [string[], SmallTalk][],
): { rest: string[]; found: Set<SmallTalk> } {
  const words = tokens(message);
  const rest: string[] = [];
  const found = new Set<SmallTalk>();
  for (let i = 0; i < words.length;) {
    const hit = phrases.find(([phrase]) => phrase.every((w, j) => words[i + j] === w));
    if (hit) {
      found.add(hit[1]);
      i += hit[0].length;
    } else {
      rest.push(words[i] as string);
      i += 1;
    }
  }
  return { rest, found };
}

/**
 * How sure a match must be. A document must match at least half of the question's meaningful
 * words (so one stray word, or a fuzzy near-miss, does not answer an unrelated question), and
 * reach MIN_SCORE.
 */
const MIN_COVERAGE = 0.5;
// One stray word in a short document (a section, a FAQ entry) scores up to about 6.5 with the
// documents of today's site; the answers of tests/unit/chat.test.ts score 10 and more.
const MIN_SCORE = 8;
/** The words of a question searched at most: a long message costs no more than a question. */
const MAX_TERMS = 24;
/** A second page is suggested when its document scores at least this share of the first's. */
const RELATED_SHARE = 0.75;

const SEARCH_OPTIONS = {
  boost: { title: 2, keywords: 3, text: 1 },
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.4, prefix: 0.5 },
};

function createIndex(docs: KnowledgeDoc[]) {
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'keywords', 'text'],
    processTerm: (term) => processTerm(term),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(docs);
  return index;
}

export type AssistantAnswer = {
  text: string;
  /** The document the reply comes from (none for small talk and 'I don't know'). */
  docId?: string;
  kind: 'answer' | 'unknown' | SmallTalk;
  /** The search score of the document (answers only). */
  score?: number;
};

export type Assistant = ChatProvider & {
  /** The reply to a message in a language, and what it is. */
  answer(message: string, lang: Lang): AssistantAnswer;
};

/**
 * A markdown link, as the chat panel renders it (opened in a new tab). Brackets in the label and
 * parentheses in the address are escaped, so neither can end the link early.
 */
const link = (label: string, href: string) =>
  `[${label.replace(/[[\]]/g, '')}](${href.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;

function linkLabel(texts: ChatTexts, route: Route): string {
  if (route.key === 'blog/article') return texts.links.article;
  if (route.key === 'blog/missing') return texts.links.blog;
  return texts.links[route.key];
}

/** Builds the search indexes of both languages (once: at server start). */
export function createAssistant({ minScore = MIN_SCORE }: { minScore?: number } = {}): Assistant {
  const languages: Lang[] = ['es', 'en'];
  const docs = Object.fromEntries(
    languages.map((lang) => [lang, new Map(knowledgeDocs(lang).map((doc) => [doc.id, doc]))]),
  ) as Record<Lang, Map<string, KnowledgeDoc>>;
  const indexes = Object.fromEntries(
    languages.map((lang) => [lang, createIndex([...docs[lang].values()])]),
  ) as Record<Lang, MiniSearch<KnowledgeDoc>>;
  const phrases = smallTalkPhrases();

  /** The confident results for the words, best first, with the share of the words they match. */
  function search(lang: Lang, words: string[]): { results: SearchResult[]; coverage: number } {
    const meaningful = [...new Set(words.map(processTerm).filter((w): w is string => !!w))].slice(
      0,
      MAX_TERMS,
    );
    if (meaningful.length === 0) return { results: [], coverage: 0 };
    // The processed terms are searched as they are (the index's processing would drop them).
    const results = indexes[lang]
      .search(meaningful.join(' '), { processTerm: (term) => term })
      .filter(
        (r) => r.score >= minScore && r.queryTerms.length / meaningful.length >= MIN_COVERAGE,
      );
    return { results, coverage: (results[0]?.queryTerms.length ?? 0) / meaningful.length };
  }

  function unknown(lang: Lang): AssistantAnswer {
    const texts = chatTexts[lang];
    return {
      kind: 'unknown',
      text: fill(texts.unknown, {
        contact: link(texts.unknownLinks.contact, pathFor({ key: 'contact' }, lang)),
        whatsapp: link(texts.unknownLinks.whatsapp, whatsappChat(texts.whatsappText)),
      }),
    };
  }

  function answer(message: string, lang: Lang): AssistantAnswer {
    const texts = chatTexts[lang];
    const { rest, found } = splitSmallTalk(message, phrases);
    // Asked in the other language (an English question on a Spanish page): the same document
    // answers, in the page's language. The page's language wins unless the other matches more
    // of the question.
    const own = search(lang, rest);
    const other = own.coverage < 1 ? search(lang === 'es' ? 'en' : 'es', rest) : own;
    const { results } = other.coverage > own.coverage ? other : own;
    const top = results[0];
    if (!top) {
      if (found.has('goodbye')) return { kind: 'goodbye', text: texts.goodbye };
      if (found.has('thanks')) return { kind: 'thanks', text: texts.thanks };
      if (found.has('greeting')) {
        return { kind: 'greeting', text: fill(texts.greeting, { brand: siteConfig.brand }) };
      }
      return unknown(lang);
    }
    const doc = docs[lang].get(top.id as string) as KnowledgeDoc;
    const path = pathFor(doc.route, lang);
    let text = `${doc.summary}\n\n${link(linkLabel(texts, doc.route), path)}`;
    const next = results
      .slice(1)
      .map((r) => ({ r, doc: docs[lang].get(r.id as string) as KnowledgeDoc }))
      .find(({ doc: other }) => pathFor(other.route, lang) !== path);
    if (next && next.r.score >= top.score * RELATED_SHARE) {
      const related = link(linkLabel(texts, next.doc.route), pathFor(next.doc.route, lang));
      text += `\n\n${fill(texts.related, { link: related })}`;
    }
    return { kind: 'answer', docId: doc.id, text, score: top.score };
  }

  return {
    name: 'assistant',
    answer,
    reply: ({ message, language }) => Promise.resolve(answer(message, language).text),
  };
}
