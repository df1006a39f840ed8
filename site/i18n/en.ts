import common from './en/common.json';

/** English texts every English page needs at once (page texts load with their page). */
export default { common };
