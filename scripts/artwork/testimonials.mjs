import { P } from './palette.mjs';
import { person, rect, circle } from './helpers.mjs';

// ---------------------------------------------------------------------------------------------
// Testimonial avatars (160x160)

export function avatar(c, bg, figure) {
  const { width: W, height: H } = c;
  c.add(rect(0, 0, W, H, 0, c.linear(bg, 0, 0, 1, 1)));
  c.add(circle(W * 0.78, H * 0.2, W * 0.32, '#fff', { opacity: 0.08 }));
  c.add(person(W / 2, H + 6, 0.74, figure));
}

export const looks = {
  'testimonial-1': [
    [
      [0, P.violetBright],
      [1, P.violetDeep],
    ],
    { skin: '#f1c6a3', hair: '#3b2416', shirt: '#f5f7fb', style: 'long', collar: P.lilac },
  ],
  'testimonial-2': [
    [
      [0, '#2f8fe6'],
      [1, P.info],
    ],
    { skin: '#b77a4f', hair: '#15100c', shirt: P.night, style: 'short', collar: '#fff' },
  ],
  'testimonial-3': [
    [
      [0, P.amberLight],
      [1, P.amber],
    ],
    { skin: '#e6b48b', hair: '#6b2f1a', shirt: P.green, style: 'bun' },
  ],
};
