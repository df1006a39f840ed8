import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../../ui/primitives/Button';
import { cn } from '../../ui/lib/cn';

describe('cn', () => {
  it('lets the consumer class win over a variant class for the same property', () => {
    const classes = cn(buttonVariants({ size: 'md' }), 'h-auto px-0').split(' ');
    expect(classes).toContain('h-auto');
    expect(classes).not.toContain('h-11');
    expect(classes).not.toContain('px-5');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });
});

describe('cn with a single class list', () => {
  it('returns it unchanged (nothing to merge against)', () => {
    expect(cn('px-2 py-1', undefined, false)).toBe('px-2 py-1');
  });
});
