import type { StaticPageKey } from '../routes';

/** The tools of the utilities hub in display order: the site's own, then outside ones. */
export const utilityTools = [
  { id: 'qr', page: 'utilities/qr' },
  { id: 'compressor', page: 'utilities/compressor' },
  { id: 'cropper', page: 'utilities/cropper' },
  { id: 'giveaways', url: 'https://sorteos.nodoweb.studio/' },
  { id: 'tasks', url: 'https://metas.nodoweb.studio/' },
] as const satisfies readonly ({ id: string } & ({ page: StaticPageKey } | { url: string }))[];
