// The agency's data (site/config.ts) as the texts say it, in each language: the values any
// translation may interpolate ({{brand}}, {{price}}, {{days}}, {{priceRangeLow}}...), the opening
// hours and the offices. One source for the site's pages, its islands and the chat's assistant on
// the server.
import { CV_MAX_BYTES, fill } from '../../domain';
import { formatBytes } from '../../domain/bytes';
import { siteConfig } from '../config';
import type { Lang } from '../routes';
import { formatClock, formatPercent, formatPrice } from './format';

/** The values every translation may use, worded for `lang` (i18next's defaultVariables). */
export function textFacts(lang: Lang) {
  const { brand, offer, priceRange, agencyProgram } = siteConfig;
  return {
    brand,
    /** The offer's price and its days. */
    price: formatPrice(offer.price, offer.currency, lang),
    days: offer.days,
    /** The range of project prices (the services FAQ). */
    priceRangeLow: formatPrice(priceRange.low, priceRange.currency, lang),
    priceRangeHigh: formatPrice(priceRange.high, priceRange.currency, lang),
    /** The agency programme's terms. */
    agencyMaxDiscount: formatPercent(agencyProgram.maxDiscountPercent, lang),
    whiteLabelExtraMargin: formatPercent(agencyProgram.whiteLabelExtraMarginPercent, lang),
    /** The largest CV an application takes (domain/cv.ts). */
    cvMaxSize: formatBytes(CV_MAX_BYTES, lang),
  };
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
