import { siteConfig } from '../config';
import type { StaticPageKey } from '../routes';

/** The tools of the utilities hub in display order: the site's own, then outside ones. */
export const utilityTools = [
  { id: 'qr', page: 'utilities/qr' },
  { id: 'compressor', page: 'utilities/compressor' },
  { id: 'cropper', page: 'utilities/cropper' },
  { id: 'giveaways', url: siteConfig.tools.giveaways },
  { id: 'tasks', url: siteConfig.tools.tasks },
] as const satisfies readonly ({ id: string } & ({ page: StaticPageKey } | { url: string }))[];
