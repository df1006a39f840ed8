import { blogFacts, blogTopics, lastModified } from '../content/blog-index';
import { resources } from '../i18n/resources';
import { feedPath, pathFor, type Lang } from '../routes';
import { absoluteUrl, escapeHtml } from './head';

/** RFC 822 date of a calendar day (RSS 2.0). */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T09:00:00Z`).toUTCString();
}

/** The blog's RSS 2.0 feed in a language: every article of that language. */
export function rssFeed(lang: Lang): string {
  const meta = resources[lang].meta;
  const items = blogTopics.map((topic) => {
    const summary = resources[lang].blog.articles[topic];
    const link = absoluteUrl(pathFor({ key: 'blog/article', topic }, lang));
    return [
      '    <item>',
      `      <title>${escapeHtml(summary.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <description>${escapeHtml(summary.subtitle)}</description>`,
      `      <pubDate>${rssDate(blogFacts[topic].published)}</pubDate>`,
      ...summary.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(meta.feed.title)}</title>`,
    `    <link>${escapeHtml(absoluteUrl(pathFor({ key: 'blog' }, lang)))}</link>`,
    `    <atom:link href="${escapeHtml(absoluteUrl(feedPath(lang)))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeHtml(meta.pages.blog.description)}</description>`,
    `    <language>${lang}</language>`,
    `    <lastBuildDate>${rssDate(blogTopics.map(lastModified).sort().at(-1) ?? '')}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
