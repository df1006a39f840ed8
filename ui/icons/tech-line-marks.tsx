import type { LineMark } from './TechIcon';

// Generic line icons (24x24, 2 px stroke) for topics without a logo.
// simple-icons has no AWS logo any more (Amazon asked for its removal): a plain cloud instead.
export const aws: LineMark = {
  lines: <path d="M7 19h10.5a4.5 4.5 0 0 0 .6-8.96A6.5 6.5 0 0 0 5.6 8.6 5.2 5.2 0 0 0 7 19z" />,
};

export const security: LineMark = {
  lines: (
    <>
      <path d="M12 2.8 4.5 5.6v5.6c0 4.7 3.1 8.6 7.5 10 4.4-1.4 7.5-5.3 7.5-10V5.6z" />
      <path d="m8.7 12.1 2.3 2.3 4.4-4.5" />
    </>
  ),
};

export const seo: LineMark = {
  lines: (
    <>
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m15.5 15.5 5.5 5.5M7.5 13v-1.5M10.5 13V8M13.5 13v-3" />
    </>
  ),
};

export const performance: LineMark = {
  lines: (
    <>
      <path d="M3.9 17.5a9 9 0 1 1 16.2 0" />
      <path d="m12 14.5 4-5M5.5 11.5h1.2M12 5.2v1.2M18.5 11.5h-1.2" />
      <circle cx="12" cy="14.5" r="1.3" />
    </>
  ),
};
