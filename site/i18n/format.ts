import type { Lang } from '../routes';

// Spanish as written in Venezuela, where the team is: prices read 'USD 1.200' (es-ES would write
// '1200 US$', without a thousands separator).
export const locales: Record<Lang, string> = { es: 'es-VE', en: 'en-US' };

/** Month names, January first: the locale data Intl.DateTimeFormat writes long dates with. */
const monthNames: Record<Lang, readonly string[]> = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A calendar date (YYYY-MM-DD) as the language writes it: '15 de enero de 2025' / 'January 15,
 * 2025', as Intl.DateTimeFormat writes a long date in es-VE and en-US (a unit test holds the two
 * equal). Written out for the same reason as the price below: it renders while the blog's
 * articles and the privacy policy hydrate.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = monthNames[lang][(month ?? 1) - 1];
  return lang === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/**
 * An amount of US dollars as the language writes it: 'USD 1.200' / '$1,200', as Intl.NumberFormat
 * writes it in es-VE and en-US (a unit test holds the two equal). Written out rather than asked of
 * Intl because it renders while the offer pages hydrate, and a page's first Intl call loads ICU's
 * data: 40-50 ms of main thread on a fast machine, four times that on a phone, a long task a
 * visitor waits through.
 */
export function formatPrice(amount: number, currency: 'USD', lang: Lang): string {
  const digits = String(Math.round(amount));
  const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return lang === 'es' ? `${currency}\u00a0${grouped('.')}` : `$${grouped(',')}`;
}

/**
 * A percentage as the language writes it: '30%' in both, as Intl.NumberFormat writes it in es-VE
 * and en-US (a unit test holds the two equal; es-ES would write '30 %'). Written out for the same
 * reason as the price: the agency's terms render while their pages hydrate.
 */
export function formatPercent(percent: number, _lang: Lang): string {
  return `${percent}%`;
}

/** A moment as the language writes it in full, e.g. '28 de noviembre de 2026, 10:42 a. m.'. */
export function formatDateTime(isoDateTime: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(isoDateTime),
  );
}

/** A time of day as the language writes it, e.g. '10:42' / '10:42 AM'. */
export function formatTime(isoDateTime: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { timeStyle: 'short' }).format(
    new Date(isoDateTime),
  );
}

/** An opening time ('HH:MM', 24-hour) as the language writes it, e.g. '18:00' / '6:00 PM'. */
export function formatClock(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locales[lang], { timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}
