import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts (cva alone does not), so a consumer's
 * className, merged last, wins over a variant's class for the same property.
 * A single class list cannot conflict with anything: it skips the (costly) merge, which keeps
 * hydration cheap on slow phones.
 */
export function cn(...inputs: ClassValue[]): string {
  let parts = 0;
  for (const input of inputs) if (input) parts += 1;
  return parts > 1 ? twMerge(clsx(inputs)) : clsx(inputs);
}
