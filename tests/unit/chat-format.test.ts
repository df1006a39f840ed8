import { describe, expect, it } from 'vitest';
import { type ChatToken, formatChatText, safeChatHref } from '../../domain/chat-format';

const links = (tokens: ChatToken[]) =>
  tokens.flatMap((token) => (token.type === 'link' ? [token] : []));

describe('formatChatText', () => {
  it('splits text, bold, links and line breaks', () => {
    expect(
      formatChatText('Hola **equipo**\nVer [precios](/precios) o [web](https://example.com/a)'),
    ).toEqual([
      { type: 'text', text: 'Hola ' },
      { type: 'bold', text: 'equipo' },
      { type: 'break' },
      { type: 'text', text: 'Ver ' },
      { type: 'link', label: 'precios', href: '/precios' },
      { type: 'text', text: ' o ' },
      { type: 'link', label: 'web', href: 'https://example.com/a' },
    ]);
  });

  it('wraps emoji, including joined sequences, in their own tokens', () => {
    expect(formatChatText('Listo 🚀 👩‍💻!')).toEqual([
      { type: 'text', text: 'Listo ' },
      { type: 'emoji', text: '🚀' },
      { type: 'text', text: ' ' },
      { type: 'emoji', text: '👩‍💻' },
      { type: 'text', text: '!' },
    ]);
  });

  it('keeps unclosed markers as typed', () => {
    expect(formatChatText('**abierto y [sin cerrar](/x')).toEqual([
      { type: 'text', text: '**abierto y [sin cerrar](/x' },
    ]);
  });

  it('turns an image into its alt text, never a link or an image', () => {
    expect(formatChatText('![logo](https://example.com/a.png)')).toEqual([
      { type: 'text', text: 'logo' },
    ]);
  });

  it('links only the innermost brackets of nested ones', () => {
    const tokens = formatChatText('[[a](/b)](javascript:alert(1))');
    expect(links(tokens)).toEqual([{ type: 'link', label: 'a', href: '/b' }]);
  });

  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](%6Aavascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](//evil.example)',
    '[x](/\\evil.example)',
    '[x](https:evil.example)',
    '[x](http://evil.example"onmouseover="alert(1))',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml,<svg onload=alert(1)>)',
    '**<b onclick=alert(1)>bold</b>**',
    '[**x**](javascript:alert(1))',
    '[x](\u0000javascript:alert(1))',
  ];

  it.each(corpus)('%s yields no script, handler or unsafe href', (input) => {
    const tokens = formatChatText(input);
    for (const link of links(tokens)) {
      expect(link.href).toMatch(/^(https?:\/\/|\/(?!\/))/i);
      expect(link.href).not.toMatch(/[\s"'<>\\]/);
      expect(safeChatHref(link.href)).toBe(link.href);
    }
    // Tokens carry strings only; the UI renders them as text nodes, so markup in them is inert.
    for (const token of tokens) {
      expect(
        Object.keys(token).every((key) => ['type', 'text', 'label', 'href'].includes(key)),
      ).toBe(true);
    }
  });

  it('keeps a refused link as its source text', () => {
    expect(formatChatText('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1))' },
    ]);
  });
});

describe('safeChatHref', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['/contacto', '/contacto'],
  ])('accepts %s', (href, expected) => {
    expect(safeChatHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'mailto:a@b.c',
    'precios',
    'https://',
  ])('refuses %s', (href) => {
    expect(safeChatHref(href)).toBeNull();
  });
});
