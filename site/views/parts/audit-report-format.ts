// How the audit's report writes its figures in the visitor's language: numbers, metric values,
// the compared measures' names, lists, dates, sizes and the checklists' counts. Pure (no React).
import {
  isScoreMeasure,
  type ComparedMeasure,
  type FieldVitalKey,
  type MetricKey,
} from '../../../domain/audit';
import { fill, formatBytes } from '../../../domain';
import type { AuditChecklistView } from '../../../ui';
import { formatDateTime, locales } from '../../i18n/format';
import type { Texts } from '../../i18n/texts';
import type { Lang } from '../../routes';

export type AuditTexts = Texts<'audit'>;

/** A site as the comparison names it: its host, and its path when it has one. */
export const siteName = (url: string) => {
  const { host, pathname } = new URL(url);
  return pathname === '/' ? host : `${host}${pathname}`;
};

/** The report's writers of figures and names, in one language with its texts. */
export function reportFormat({ report, charts }: AuditTexts, lang: Lang) {
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);
  const fixed = (value: number, digits: number) =>
    new Intl.NumberFormat(locales[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  /** A metric as the report writes it: LCP and the other times in s, TBT and INP in ms, CLS bare. */
  const metricValue = (key: MetricKey | FieldVitalKey, value: number) => {
    if (key === 'cls') return fixed(value, 3);
    if (key === 'tbt' || key === 'inp')
      return fill(report.units.milliseconds, { value: fixed(Math.round(value), 0) });
    return fill(report.units.seconds, { value: fixed(value / 1000, 1) });
  };
  const measureName = (measure: ComparedMeasure) =>
    isScoreMeasure(measure) ? charts.radar.dimensions[measure] : report.metrics[measure].name;
  const measureValue = (measure: ComparedMeasure, value: number) =>
    isScoreMeasure(measure) ? number(value) : metricValue(measure, value);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(locales[lang], { type: 'conjunction' }).format(items);
  const dateOf = (timestamp: string) => formatDateTime(timestamp, lang);
  const bytes = (size: number) => formatBytes(size, locales[lang]);
  /** A group of checks, each with its label, and how many of them passed. */
  const checklist = <G extends Record<string, boolean>>(
    title: string,
    group: G,
    labels: Record<keyof G & string, string>,
  ): AuditChecklistView => {
    const items = (Object.keys(group) as (keyof G & string)[]).map((key) => ({
      label: labels[key],
      passed: group[key] ?? false,
    }));
    return {
      title,
      items,
      summary: fill(report.checklist.summary, {
        passed: items.filter((item) => item.passed).length,
        total: items.length,
      }),
    };
  };
  return { number, metricValue, measureName, measureValue, list, dateOf, bytes, checklist };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
