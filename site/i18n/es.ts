import common from './es/common.json';
import pages from './es/pages.json';

/** Spanish texts every Spanish page needs at once: one chunk. */
export default { common, pages };
