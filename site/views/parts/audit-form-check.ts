// The audit form's fields checked as it is sent: the rules are domain/audit's (the address rule,
// checkCompetitors), the messages the audit's texts. Pure (no React).
import {
  acceptedCompetitors,
  AUDIT_COMPETITORS_MAX,
  checkCompetitors,
  parseAuditUrl,
  type AuditStrategy,
  type AuditTarget,
  type CompetitorProblem,
} from '../../../domain/audit';
import type { Texts } from '../../i18n/texts';

/**
 * The message beside a competitor field, by its problem (a blank field has none, and the form has
 * no field past AUDIT_COMPETITORS_MAX).
 */
const COMPETITOR_ERRORS: Partial<
  Record<CompetitorProblem, 'competitorInvalid' | 'competitorSame' | 'competitorRepeated'>
> = { invalid: 'competitorInvalid', same: 'competitorSame', repeated: 'competitorRepeated' };

/** The form's competitor fields: always AUDIT_COMPETITORS_MAX of them. */
export const competitorFields = (values: readonly string[]) =>
  Array.from({ length: AUDIT_COMPETITORS_MAX }, (_, index) => values[index] ?? '');

/** What the visitor filled in. */
export type AuditFormValues = {
  url: string;
  strategy: AuditStrategy;
  competitors: readonly string[];
};

/** The form as sent: each field's message, and the audit it asks for when every field passes. */
export type AuditFormCheck = {
  /** The address field's message; none: it is an audit address. */
  urlError: string | undefined;
  /** Each competitor field's message, in order; undefined where the field passes. */
  competitorErrors: (string | undefined)[];
  /** The audit to run; none while a field fails. */
  target: AuditTarget | undefined;
};

/** Checks the form's fields against the audit's rules, with the messages in `errors`' language. */
export function checkAuditForm(
  { url, strategy, competitors }: AuditFormValues,
  errors: Texts<'audit'>['errors'],
): AuditFormCheck {
  const parsed = parseAuditUrl(url);
  const rivals = acceptedCompetitors(url, competitors);
  return {
    urlError: parsed ? undefined : errors['invalid-url'],
    competitorErrors: checkCompetitors(url, competitors).map(({ problem }) => {
      const message = problem && COMPETITOR_ERRORS[problem];
      return message && errors[message];
    }),
    target: parsed && rivals ? { url: parsed.href, strategy, competitors: rivals } : undefined,
  };
}
