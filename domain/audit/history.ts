// The visitor's last audits, kept in their own browser (issue 31): what an entry holds, how the
// list is kept, and what changed since the previous audit of the same site. The stored list is
// read as untrusted input: anything malformed is dropped.
import {
  advantage,
  COMPARED_MEASURES,
  measuredValues,
  type ComparedMeasure,
  type MeasuredValues,
} from './compare';
import { AUDIT_STRATEGIES, listedCompetitors, type AuditStrategy } from './query';
import type { AuditResult } from './types';

/** Audits kept, newest first. */
export const HISTORY_MAX = 10;

export type HistoryEntry = {
  url: string;
  strategy: AuditStrategy;
  /** The competitors measured beside it (re-opening the report asks for them again). */
  competitors: string[];
  /** The measurement's time (ISO 8601): with url and strategy, the entry's identity. */
  timestamp: string;
  values: MeasuredValues;
};

export const historyEntryId = (entry: HistoryEntry) =>
  `${entry.strategy}|${entry.timestamp}|${entry.url}`;

export function historyEntryOf(result: AuditResult, competitors: readonly string[]): HistoryEntry {
  return {
    url: result.url,
    strategy: result.strategy,
    competitors: [...competitors],
    timestamp: result.timestamp,
    values: measuredValues(result),
  };
}

/** The list with `entry` first (once: a re-opened report is not a new audit), at most HISTORY_MAX. */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
): HistoryEntry[] {
  const id = historyEntryId(entry);
  return [entry, ...entries.filter((item) => historyEntryId(item) !== id)].slice(0, HISTORY_MAX);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX_URL = 2048;
const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_URL && /^https?:\/\//.test(value);

function entryOf(value: unknown): HistoryEntry | null {
  if (!isRecord(value) || !isUrl(value.url) || !isRecord(value.values)) return null;
  const strategy = AUDIT_STRATEGIES.find((option) => option === value.strategy);
  const time = typeof value.timestamp === 'string' ? Date.parse(value.timestamp) : NaN;
  if (!strategy || Number.isNaN(time)) return null;
  const stored = value.values;
  const values = Object.fromEntries(
    COMPARED_MEASURES.map((measure) => [measure, stored[measure]]),
  ) as Record<ComparedMeasure, unknown>;
  if (!COMPARED_MEASURES.every((m) => typeof values[m] === 'number' && Number.isFinite(values[m])))
    return null;
  const competitors = Array.isArray(value.competitors)
    ? listedCompetitors(value.url, value.competitors.filter(isUrl))
    : [];
  return {
    url: value.url,
    strategy,
    competitors,
    timestamp: new Date(time).toISOString(),
    values: values as MeasuredValues,
  };
}

/** The stored history (JSON text, or null when there is none), its bad entries left out. */
export function parseHistory(stored: string | null): HistoryEntry[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries = parsed.map(entryOf).filter((entry): entry is HistoryEntry => entry !== null);
  // Once each (an entry's id is the list's key): the first, newest, copy is kept.
  const ids = new Set<string>();
  return entries
    .filter((entry) => {
      const id = historyEntryId(entry);
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    })
    .slice(0, HISTORY_MAX);
}

/** The audit of the same site before this one (same address and device), if kept. */
export function previousAudit(
  entries: readonly HistoryEntry[],
  result: Pick<AuditResult, 'url' | 'strategy' | 'timestamp'>,
): HistoryEntry | undefined {
  const time = Date.parse(result.timestamp);
  return entries
    .filter(
      (entry) =>
        entry.url === result.url &&
        entry.strategy === result.strategy &&
        Date.parse(entry.timestamp) < time,
    )
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0];
}

export type Change = {
  measure: ComparedMeasure;
  value: number;
  /** Now minus before. */
  delta: number;
  trend: 'better' | 'worse' | 'same';
};

/** Each measure's change from `before` to `now`. */
export function changesSince(before: MeasuredValues, now: MeasuredValues): Change[] {
  return COMPARED_MEASURES.map((measure) => {
    const gain = advantage(measure, now[measure], before[measure]);
    return {
      measure,
      value: now[measure],
      delta: Math.round((now[measure] - before[measure]) * 1000) / 1000,
      trend: gain > 0 ? 'better' : gain < 0 ? 'worse' : 'same',
    };
  });
}
