import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonVariants } from '../../ui/primitives/Button';
import { cn, setClassConflictCheck } from '../../ui/lib/cn';

afterEach(() => setClassConflictCheck(undefined));

describe('cn', () => {
  it('joins classes and drops falsy values', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('runs the development conflict check on every class list it builds', () => {
    const check = vi.fn();
    setClassConflictCheck(check);
    cn('px-2', 'py-1');
    expect(check).toHaveBeenCalledWith('px-2 py-1');
  });
});

describe('button variants set each property once', () => {
  it('a link-look button has no size box; a wrapping one grows instead of a fixed height', () => {
    const link = buttonVariants({ variant: 'link', size: null }).split(' ');
    expect(link.some((c) => /^(min-h|h|px)-/.test(c))).toBe(false);
    const wrapping = buttonVariants({ size: 'lg', wrap: true }).split(' ');
    expect(wrapping).toContain('whitespace-normal');
    expect(wrapping).not.toContain('whitespace-nowrap');
    expect(wrapping.filter((c) => /^h-/.test(c))).toEqual([]);
  });
});
