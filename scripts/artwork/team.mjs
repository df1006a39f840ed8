import { P } from './palette.mjs';
import {
  bars,
  card,
  barChart,
  person,
  codeLines,
  rect,
  circle,
  path,
  stroke,
  check,
  sparkle,
  codeMark,
  leaf,
} from './helpers.mjs';
import { laptop } from './scenes.mjs';

// ---------------------------------------------------------------------------------------------
// Team (1200x800): a small team around a shared board

export function team(c) {
  const { rng, width: W, height: H } = c;
  const desk = 636;
  c.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      c.linear(
        [
          [0, '#f3f1ff'],
          [1, '#e6edfa'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(c.glow(600, 230, 440, 200, P.lilac, 0.45, 100));
  // Shared board on the wall
  const [bx, by, bw, bh] = [260, 56, 680, 216];
  c.add(
    card(c, bx, by, bw, bh, {
      r: 18,
      fill: P.paper,
      line: '#e0e3ef',
      shadowOpacity: 0.12,
      shadowColor: P.ink,
    }),
  );
  [P.violet, P.amber, P.green].forEach((color, i) => {
    const cx = bx + 24 + i * 216;
    c.add(
      rect(cx, by + 22, 200, 28, 8, color, { opacity: 0.12 }),
      circle(cx + 16, by + 36, 6, color),
      rect(cx + 30, by + 33, 70, 6, 3, color),
    );
    for (let k = 0; k < 2; k += 1) {
      const cy = by + 62 + k * 70;
      c.add(rect(cx, cy, 200, 58, 10, P.mist, { stroke: '#e3e7f0', 'stroke-width': 1 }));
      c.add(
        rect(cx + 14, cy + 14, rng.range(90, 150), 7, 3.5, P.ink, { opacity: 0.7 }),
        rect(cx + 14, cy + 30, rng.range(60, 120), 5, 2.5, '#a6aec2'),
      );
      c.add(circle(cx + 178, cy + 40, 9, rng.pick([P.lilac, P.sky, P.amberLight, P.mint])));
    }
  });
  c.add(circle(bx + bw - 6, by + 8, 24, P.green), check(bx + bw - 6, by + 8, 24, '#fff', 4));
  // People behind the desk
  const people = [
    [
      330,
      desk,
      1.75,
      { skin: '#f0c4a0', hair: '#2b1d16', shirt: P.violet, style: 'short', collar: '#fff' },
    ],
    [600, desk, 1.9, { skin: '#b97c53', hair: '#16100c', shirt: P.amber, style: 'curly' }],
    [870, desk, 1.75, { skin: '#e8b991', hair: '#7a3b1f', shirt: P.info, style: 'long' }],
  ];
  for (const [cx, base, s, look] of people) c.add(person(cx, base, s, look));
  // Speech bubbles
  c.add(
    card(c, 70, 300, 160, 64, {
      r: 20,
      fill: P.paper,
      line: null,
      shadowOpacity: 0.12,
      shadowColor: P.ink,
    }),
    path('M200 362l16 22l2 -22z', P.paper),
  );
  c.add(bars(92, 320, [110, 76], { h: 7, gap: 8, fill: '#a6aec2' }));
  c.add(
    card(c, 970, 300, 170, 64, {
      r: 20,
      fill: P.violet,
      line: null,
      shadowOpacity: 0.2,
      shadowColor: P.violetDeep,
    }),
    path('M994 362l-14 22l30 -22z', P.violet),
  );
  c.add(
    codeMark(1010, 332, 30, '#fff', 3),
    bars(1040, 328, [72], { h: 7, fill: '#fff', opacity: 0.75 }),
  );
  // Desk and floor
  c.add(rect(0, desk + 10, W, H - desk - 10, 0, '#dfe3f2'));
  c.add(
    rect(
      60,
      desk,
      W - 120,
      26,
      10,
      c.linear(
        [
          [0, '#2a3150'],
          [1, '#1a2040'],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  c.add(
    rect(100, desk + 26, 24, H - desk - 26, 0, '#1a2040'),
    rect(W - 124, desk + 26, 24, H - desk - 26, 0, '#1a2040'),
  );
  c.add(
    rect(124, desk + 26, W - 248, 96, 0, '#cdd3e8'),
    rect(124, desk + 26, W - 248, 10, 0, '#000', { opacity: 0.06 }),
  );
  c.add(
    laptop(
      c,
      330,
      desk + 2,
      240,
      c.linear(
        [
          [0, P.violet],
          [1, P.sky],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(
    laptop(
      c,
      870,
      desk + 2,
      240,
      c.linear(
        [
          [0, P.raised],
          [1, '#24305a'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(codeLines(rng, 770, desk - 128, 6, { lh: 14, h: 5, unit: 7, maxW: 190 }));
  // Tablet in the middle
  c.add(
    path(`M510 ${desk}l18 -74h150l-18 74z`, '#2a3150'),
    path(`M523 ${desk - 8}l14 -60h130l-14 60z`, P.paper),
  );
  c.add(
    barChart(546, desk - 64, 104, 48, [0.4, 0.6, 0.5, 0.8, 0.95], [P.violet, P.lilac], { r: 2 }),
  );
  // Mug & plant
  c.add(
    rect(1040, desk - 52, 44, 52, 8, P.coral),
    stroke(`M1084 ${desk - 36}h8a10 10 0 0 1 0 20h-8`, P.coral, 6),
  );
  for (let i = 0; i < 7; i += 1)
    c.add(
      leaf(
        145,
        desk - 48,
        rng.range(55, 85),
        -150 + i * 22 + rng.range(-6, 6),
        i % 2 ? '#3e8e5a' : '#58b07a',
      ),
    );
  c.add(path(`M116 ${desk}l-10 -56h78l-10 56z`, '#c9b8a6'));
  c.add(
    sparkle(1130, 110, 14, P.violet, { opacity: 0.8 }),
    sparkle(110, 150, 10, P.amber, { opacity: 0.8 }),
    sparkle(1070, 470, 8, P.lilac),
  );
}
