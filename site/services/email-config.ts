// Where the contact and application forms send to (read at build time, see .env.example).
// Nothing configured (the embedded default): the EmailJS SDK talks to this site's own server,
// which implements EmailJS's two endpoints and keeps every message in a local outbox.
const env = import.meta.env;

// None of these is a secret. EmailJS's public key, service id and template ids are made for the
// browser (its SDK sends them with every request; EmailJS protects an account with allowed
// origins, its rate limits and the templates' fixed recipients). No private key or access token
// is ever read here.

function setting(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const publicKey = setting(env.VITE_EMAILJS_PUBLIC_KEY);

/** EmailJS's hosted API: the SDK's own default origin. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** The ids the local outbox accepts (the server checks them like EmailJS checks real ones). */
export const LOCAL_EMAIL_IDS = {
  publicKey: 'local-outbox',
  serviceId: 'local',
  contactTemplateId: 'contact',
  applicationTemplateId: 'application',
} as const;

export type EmailConfig = {
  /** True when the forms send to EmailJS itself; false for the site's local outbox. */
  hosted: boolean;
  publicKey: string;
  serviceId: string;
  contactTemplateId: string;
  applicationTemplateId: string;
};

/**
 * With a public key, every id comes from the environment (a missing one stays empty, and the
 * SDK's missing-configuration error reaches the form as a failure); without one, the local ids.
 */
export const emailConfig: EmailConfig = publicKey
  ? {
      hosted: true,
      publicKey,
      serviceId: setting(env.VITE_EMAILJS_SERVICE_ID),
      contactTemplateId: setting(env.VITE_EMAILJS_CONTACT_TEMPLATE_ID),
      applicationTemplateId: setting(env.VITE_EMAILJS_APPLICATION_TEMPLATE_ID),
    }
  : { hosted: false, ...LOCAL_EMAIL_IDS };
