import { clsx, type ClassValue } from 'clsx';

type ConflictCheck = (classes: string) => void;
let conflictCheck: ConflictCheck | undefined;

/**
 * Development only (Storybook and its tests): a check run on every class list cn() builds, to
 * catch two classes for one property on one element.
 */
export function setClassConflictCheck(check: ConflictCheck | undefined): void {
  conflictCheck = check;
}

/**
 * Joins class names. No element gets two classes for the same property (variants and
 * consumer classes never overlap; the stories fail if they do), so the order of the classes
 * does not matter and no merging library ships to browsers.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) conflictCheck?.(classes);
  return classes;
}
