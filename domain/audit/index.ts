// The web audit's rules: shapes, ratings and scores, the Lighthouse mapping, the fallback
// analysis and the AI request and reply (shared by the server, the page and the tests).
export * from './types';
export * from './scoring';
export * from './field';
export * from './compare';
export * from './history';
export * from './lighthouse';
export * from './fallback';
export * from './ai';
export * from './url';
export * from './report';
