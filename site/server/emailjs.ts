// The forms posted with no script, delivered to EmailJS itself when the site is configured for it
// (VITE_EMAILJS_*): the server calls EmailJS's REST API as its SDK does, with the account's
// private key (EMAILJS_PRIVATE_KEY, never in the browser; EmailJS asks for it from anything but a
// browser, under "API for non-browser applications" in the account's security settings).
// Without the key, such a post is answered with the failure message, every value kept.
import { sendTimeoutMs } from '../../domain';
import { EMAILJS_ORIGIN, emailConfig } from '../services/email-config';
import type { MailDelivery } from './form-posts';
import { upstreamFetch } from './upstream';

/** The delivery to EmailJS, or none without a private key. */
export function emailJsDelivery(
  env: Record<string, string | undefined> = process.env,
  config = emailConfig,
): MailDelivery | undefined {
  const privateKey = env.EMAILJS_PRIVATE_KEY?.trim();
  if (!privateKey) return undefined;
  return async ({ template, params, files }) => {
    const envelope = {
      lib_version: 'html-form',
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: template === 'contact' ? config.contactTemplateId : config.applicationTemplateId,
      accessToken: privateKey,
    };
    const attachments = Object.entries(files);
    let response: Response;
    if (attachments.length === 0) {
      response = await upstreamFetch(`${EMAILJS_ORIGIN}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...envelope, template_params: params }),
        signal: AbortSignal.timeout(sendTimeoutMs(0)),
      });
    } else {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...envelope, ...params }))
        form.append(name, value);
      let bytes = 0;
      for (const [name, file] of attachments) {
        form.append(name, file, file.name);
        bytes += file.size;
      }
      response = await upstreamFetch(`${EMAILJS_ORIGIN}/api/v1.0/email/send-form`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(sendTimeoutMs(bytes)),
      });
    }
    // Drained either way: the connection goes back to the pool.
    const answer = await response.text();
    if (response.status !== 200)
      throw new Error(`EmailJS answered ${response.status}: ${answer.slice(0, 200)}`);
  };
}
