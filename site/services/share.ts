import { siteConfig } from '../config';
import type { ShareNetwork } from '../../ui';

/** The share page of each network for a page: its title and absolute address, encoded. */
export function shareUrls(title: string, url: string): Record<ShareNetwork, string> {
  const text = encodeURIComponent(title);
  const address = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${address}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
  };
}

/** A chat with the sales team on WhatsApp, with a message typed in advance. */
export function whatsappChat(text: string): string {
  return `https://wa.me/${siteConfig.whatsapp}?text=${encodeURIComponent(text)}`;
}
