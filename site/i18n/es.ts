import common from './es/common.json';

/** Spanish texts every Spanish page needs at once (page texts load with their page). */
export default { common };
