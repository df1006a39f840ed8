import common from './en/common.json';
import pages from './en/pages.json';

/** English texts every English page needs at once: one chunk. */
export default { common, pages };
