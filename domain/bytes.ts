// How a size in bytes is written for a visitor (issue 46: one formatter for the compressor, the
// CV field and its messages, the audit report and the server's answers).
//
// Binary units (1 KB = 1024 bytes, 1 MB = 1024 KB), for two reasons. The limits the site enforces
// are binary (the CV's 5 × 1024 × 1024 bytes, the servers' body caps in units of 1024 bytes), so a
// message that states a limit writes it round and exact: "5 MB" is the CV's cap to the byte, where
// decimal units would write "5,24 MB" or need a different cap. And Lighthouse and PageSpeed
// Insights report transfer sizes in KiB, so the audit report's figures are theirs. The units are
// written KB and MB, as Windows and the spec's texts write them, not KiB and MiB, which few
// visitors have seen.

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

// One formatter per locale and number of decimals: a NumberFormat is costly to make, cheap to use.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** Decimals shown: three significant digits ('2,35 MB', '51,6 KB', '640 KB'), none for bytes. */
const digitsFor = (value: number, unit: number) =>
  unit === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;

/**
 * A size in bytes as a visitor reads it, with the digits of `locale` (a BCP 47 tag: the page's
 * language, e.g. 'es-VE' → '2,35 MB', 'en-US' → '2.35 MB'). A no-break space keeps the number
 * and its unit on one line.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  for (;;) {
    const digits = digitsFor(value, unit);
    const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
    // 1023.8 KB would read '1024 KB': the next unit writes it '1 MB'.
    if (rounded >= STEP && unit < UNITS.length - 1) {
      value /= STEP;
      unit += 1;
      continue;
    }
    return `${numberFormat(locale, digits).format(rounded)}\u00a0${UNITS[unit]}`;
  }
}
