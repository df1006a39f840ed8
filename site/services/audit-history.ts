// The visitor's last audits, in their browser's localStorage (issue 31): read as untrusted
// (domain/audit/history.ts), shared between the page's parts and its other tabs.
import { useSyncExternalStore } from 'react';
import { parseHistory, type HistoryEntry } from '../../domain/audit/history';

export const AUDIT_HISTORY_KEY = 'audit-history';
const CHANGE = 'site:audit-history';

const NONE: HistoryEntry[] = [];
let cache: { stored: string | null; entries: HistoryEntry[] } | undefined;

function read(): HistoryEntry[] {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(AUDIT_HISTORY_KEY);
  } catch {
    return NONE; // storage refused (a privacy setting): no history
  }
  if (cache?.stored !== stored) cache = { stored, entries: parseHistory(stored) };
  return cache.entries;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUDIT_HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The kept audits, newest first; none in the prerendered HTML. */
export function useAuditHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Replaces the kept audits (an empty list forgets them). */
export function writeAuditHistory(entries: readonly HistoryEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(AUDIT_HISTORY_KEY);
    else window.localStorage.setItem(AUDIT_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    return; // full or refused: the history is a convenience, the report stands
  }
  window.dispatchEvent(new Event(CHANGE));
}

/** The kept audits now (outside React). */
export const auditHistory = (): HistoryEntry[] => read();
