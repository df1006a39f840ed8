// The agency's data (site/config.ts) as the texts say it, in each language: the values any
// translation may interpolate ({{brand}}, {{price}}, {{days}}), the opening hours and the
// offices. One source for the site's pages, its islands and the chat's assistant on the server.
import { fill } from '../../domain';
import { siteConfig } from '../config';
import type { Lang } from '../routes';
import { formatClock, formatPrice } from './format';

/** The values every translation may use, worded for `lang` (i18next's defaultVariables). */
export function textFacts(lang: Lang) {
  const { brand, offer } = siteConfig;
  return { brand, price: formatPrice(offer.price, offer.currency, lang), days: offer.days };
}

/** The footer's texts the hours and offices are worded with. */
type HoursTexts = { hoursTitle: string; hoursWeekdays: string; hoursSaturday: string };

/** The opening hours: their title (with the time zone) and one line per open day. */
export function openingHours(lang: Lang, texts: HoursTexts): { title: string; lines: string[] } {
  const { timeZone, weekdays, saturday } = siteConfig.hours;
  const line = (template: string, day: { opens: string; closes: string }) =>
    fill(template, { opens: formatClock(day.opens, lang), closes: formatClock(day.closes, lang) });
  return {
    title: fill(texts.hoursTitle, { timeZone }),
    lines: [
      line(texts.hoursWeekdays, weekdays),
      ...(saturday ? [line(texts.hoursSaturday, saturday)] : []),
    ],
  };
}

/** The offices' cities, in the settings' order. */
export const officeCities = siteConfig.offices.map((office) => office.city);
