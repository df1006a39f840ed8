// The product's rules, shared by the forms (ui/forms), the mail client (site/services), the
// server (site/server) and the pages: plain TypeScript, importing nothing of ui/ or site/.
export {
  budgets,
  choiceServiceTypes,
  emptyContact,
  isBudget,
  isServiceType,
  presetServiceTypes,
  type Budget,
  type ChoiceServiceType,
  type ContactValues,
  type PresetServiceType,
  type ServiceType,
} from './contact';
export {
  emptyApplication,
  englishLevels,
  isEnglishLevel,
  type ApplicationValues,
  type EnglishLevel,
} from './application';
export {
  cvAccept,
  cvBytesMatch,
  cvFormatOf,
  cvFormats,
  cvProblem,
  CV_MAX_BYTES,
  type CvFormat,
  type CvProblem,
} from './cv';
export {
  applicationTemplate,
  contactTemplate,
  isEmail,
  type ApplicationTemplateParams,
  type ContactTemplateParams,
  FIELD_MAX,
  PARAM_MAX,
} from './email';
export {
  emptyQr,
  QR_DEFAULT_COLOURS,
  QR_DOWNLOAD_SIZES,
  QR_ERROR_CORRECTION,
  QR_FILE_NAME,
  QR_MARGIN,
  QR_MIN_CONTRAST,
  QR_PREVIEW_SIZE,
  qrColourProblem,
  qrHasContent,
  qrPayload,
  qrProblemOf,
  qrScanVerdict,
  qrTypes,
  wifiSecurities,
  type QrDownloadSize,
  type QrProblem,
  type QrScan,
  type QrType,
  type QrValues,
  type WifiSecurity,
} from './qr';
export { contrastRatio, luminance } from './colour';
