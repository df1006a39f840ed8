import meta from './en/meta.json';

/** English page titles and descriptions: only needed from the first client navigation on. */
export default { meta };
