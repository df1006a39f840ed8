// The QR generator's rules (spec sections 2, 4, 5, 8 and 9): the kinds of content, what each
// encodes, the encoder's settings, and its refusals as problems the page can name in the
// visitor's language.
import { contrastRatio, luminance } from './colour';

/** The generator's tabs, in order: the spec's five and WiFi. */
export const qrTypes = ['url', 'text', 'email', 'phone', 'contact', 'wifi'] as const;
export type QrType = (typeof qrTypes)[number];

/** How a WiFi network is protected (the `T:` field of the WIFI: convention). */
export const wifiSecurities = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof wifiSecurities)[number];

/**
 * The form's values (spec: type, data, email, subject, message, name, phone, company; plus the
 * WiFi fields). The contact card shares phone and email with the phone and email tabs.
 */
export type QrValues = {
  type: QrType;
  /** The URL or the text. */
  data: string;
  email: string;
  subject: string;
  message: string;
  phone: string;
  /** The contact card's full name. */
  name: string;
  company: string;
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
};

export const emptyQr: QrValues = {
  type: 'url',
  data: '',
  email: '',
  subject: '',
  message: '',
  phone: '',
  name: '',
  company: '',
  ssid: '',
  password: '',
  security: 'WPA',
  hidden: false,
};

/** Spec section 9: the preview's size, error correction and quiet zone. */
export const QR_PREVIEW_SIZE = 256;
export const QR_ERROR_CORRECTION = 'H';
export const QR_MARGIN = 4;
/** The colours a code starts with: black on white, what every reader scans best. */
export const QR_DEFAULT_COLOURS = { foreground: '#000000', background: '#ffffff' } as const;
/** Sizes offered for the download, in pixels (the preview's and larger, for print). */
export const QR_DOWNLOAD_SIZES = [256, 512, 1024, 2048] as const;
export type QrDownloadSize = (typeof QR_DOWNLOAD_SIZES)[number];
/**
 * Where a code of `count` modules per side sits in a square image of `size` pixels: every module
 * a whole number of pixels (`unit`), the code centred at `offset`, all around it quiet zone (at
 * least QR_MARGIN modules). A fractional module blurs its edges into grey pixels, and readers
 * lose a dense code at a small size.
 */
export function qrLayout(count: number, size: number): { unit: number; offset: number } {
  const unit = Math.max(1, Math.floor(size / (count + QR_MARGIN * 2)));
  return { unit, offset: Math.floor((size - unit * count) / 2) };
}

/** The downloaded file's name, without its extension (spec: qr-code.png). */
export const QR_FILE_NAME = 'qr-code';

/** A mailto: link: the address as entered, subject and body percent-encoded (RFC 6068). */
function mailto(address: string, subject: string, body: string): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@');
  const query = [
    subject && `subject=${encodeURIComponent(subject)}`,
    body && `body=${encodeURIComponent(body)}`,
  ]
    .filter(Boolean)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** A tel: link: the number without the spaces people type in it (RFC 3966 allows - . ( )). */
function tel(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** A vCard 3.0 text value (RFC 2426): backslash, comma and semicolon escaped, newlines as \n. */
function vcardText(value: string): string {
  return value
    .trim()
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A version 3.0 vCard with name, phone, email and organisation (spec section 5). The structured
 * name takes the last word as the family name. Lines end in CRLF; the text is encoded as UTF-8
 * by the QR encoder, so accented names read right on phones.
 */
function vcard({ name, phone, email, company }: QrValues): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const family = words.at(-1) ?? '';
  const given = words.slice(0, -1).join(' ');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardText(family)};${vcardText(given)};;;`,
    `FN:${vcardText(name)}`,
    phone.trim() && `TEL;TYPE=CELL:${phone.replace(/\s+/g, '')}`,
    email.trim() && `EMAIL;TYPE=INTERNET:${vcardText(email)}`,
    company.trim() && `ORG:${vcardText(company)}`,
    'END:VCARD',
  ];
  return lines.filter(Boolean).join('\r\n');
}

/** A WIFI: field value: backslash, semicolon, comma, colon and double quote escaped. */
function wifiText(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/** A network in the WIFI: convention that phone cameras join (T, S, P, H fields). */
function wifi({ ssid, password, security, hidden }: QrValues): string {
  const fields = [
    `T:${security}`,
    `S:${wifiText(ssid)}`,
    security !== 'nopass' && `P:${wifiText(password)}`,
    hidden && 'H:true',
  ].filter(Boolean);
  return `WIFI:${fields.join(';')};;`;
}

/** Whether the values hold what their type needs before anything can be drawn. */
export function qrHasContent(values: QrValues): boolean {
  switch (values.type) {
    case 'url':
    case 'text':
      return values.data.trim() !== '';
    case 'email':
      return values.email.trim() !== '';
    case 'phone':
      return values.phone.trim() !== '';
    case 'contact':
      return [values.name, values.phone, values.email, values.company].some((v) => v.trim());
    case 'wifi':
      return values.ssid !== '';
  }
}

/** The text the QR code holds for the values (spec section 5); '' when there is nothing yet. */
export function qrPayload(values: QrValues): string {
  if (!qrHasContent(values)) return '';
  switch (values.type) {
    case 'url':
    case 'text':
      return values.data;
    case 'email':
      return mailto(values.email, values.subject, values.message);
    case 'phone':
      return tel(values.phone);
    case 'contact':
      return vcard(values);
    case 'wifi':
      return wifi(values);
  }
}

/** Why the encoder refused a text, as the page names it. */
export type QrProblem = 'tooLong' | 'failed';

/**
 * The problem behind an error of the QR encoder (the qrcode package; spec section 8 lists the
 * encoder's range errors): too much data for a QR code at this error correction, or anything
 * else (an unencodable character, an out-of-range value).
 */
export function qrProblemOf(error: unknown): QrProblem {
  const message = error instanceof Error ? error.message : String(error);
  return /too big|too long|cannot contain this amount of data/i.test(message)
    ? 'tooLong'
    : 'failed';
}

/**
 * Below this contrast ratio between the code and its background, phone cameras in ordinary light
 * often fail to read a code even when a perfect digital copy decodes.
 */
export const QR_MIN_CONTRAST = 4;

/** The scan check's verdict on a drawn code (the tool warns on all but 'readable'). */
export type QrScan = 'readable' | 'inverted' | 'lowContrast' | 'unreadable';

/**
 * What the colours alone say against a code, before any decoding: a code lighter than its
 * background (many readers only look for dark modules), or too little contrast.
 */
export function qrColourProblem(foreground: string, background: string): QrScan | null {
  if (luminance(foreground) > luminance(background)) return 'inverted';
  if (contrastRatio(foreground, background) < QR_MIN_CONTRAST) return 'lowContrast';
  return null;
}

/**
 * The scan check (spec: the tool reads its own image before offering it): the colours' problem,
 * else whether a QR reader decoded exactly the content from the image at the download size.
 */
export function qrScanVerdict(
  colours: { foreground: string; background: string },
  payload: string,
  decoded: string | null,
): QrScan {
  return (
    qrColourProblem(colours.foreground, colours.background) ??
    (decoded === payload ? 'readable' : 'unreadable')
  );
}
