import meta from './es/meta.json';

/** Spanish page titles and descriptions: only needed from the first client navigation on. */
export default { meta };
