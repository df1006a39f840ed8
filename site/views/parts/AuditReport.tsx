import { useMemo, useState } from 'react';
import {
  isMeasured,
  reportDownload,
  reportFileName,
  type AnalysisAnswer,
  type AuditResult,
  type CompetitorFailure,
  type CompetitorOutcome,
  type HistoryEntry,
} from '../../../domain/audit';
import { AuditReport, Container, Link, Section, toast } from '../../../ui';
import { usePage } from '../../app/page-context';
import { useTexts } from '../../i18n/texts';
import { auditPdf } from '../../services/audit';
import { saveFile } from '../../services/files';
import { comparisonOf } from './audit-report-comparison';
import { reportView, shareMessage } from './audit-report-model';
import { SiteContactForm } from './SiteContactForm';

/** The audit's report: the score, the radar, seven tabs and the consulting call to action. */
export default function SiteAuditReport({
  result,
  answer,
  competitors,
  previous,
  onAddCompetitors,
}: {
  result: AuditResult;
  /** The server's analysis; null when it could not be had (the fallback is computed here). */
  answer: AnalysisAnswer | null;
  /** The competitors asked for, measured or failed. */
  competitors: readonly CompetitorOutcome[];
  /** The visitor's previous audit of the same site, kept in their browser. */
  previous: HistoryEntry | undefined;
  /** The comparison tab's invitation: the page shows the form's competitor fields. */
  onAddCompetitors: () => void;
}) {
  const { href, lang } = usePage();
  const texts = useTexts('audit');
  const content = useMemo(
    () => reportView(result, answer, texts, lang, { competitors, previous }),
    [result, answer, texts, lang, competitors, previous],
  );
  const { analysis, report } = content;
  const [pdfBusy, setPdfBusy] = useState(false);

  const download = () => {
    const body = JSON.stringify(
      reportDownload(
        result,
        analysis,
        comparisonOf(result, competitors),
        competitors.filter((outcome): outcome is CompetitorFailure => !isMeasured(outcome)),
      ),
      null,
      2,
    );
    saveFile(new Blob([body], { type: 'application/json' }), reportFileName(result));
  };

  // The server prints the report where it has the audit browser (the local provider's); else,
  // or when it cannot now, the browser prints it (its print stylesheet, "Save as PDF").
  const pdf = async () => {
    if (result.provider === 'lighthouse') {
      setPdfBusy(true);
      try {
        const file = await auditPdf(
          {
            url: result.url,
            strategy: result.strategy,
            competitors: competitors.filter(isMeasured).map((outcome) => outcome.url),
          },
          lang,
        );
        saveFile(file, reportFileName(result, 'pdf'));
        return;
      } catch (error) {
        console.error('PDF failed, printing instead:', error);
      } finally {
        setPdfBusy(false);
      }
    }
    window.print();
  };
  const share = async () => {
    const { title, text } = shareMessage(result, analysis, texts);
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text}\n${url}`);
      toast.success(texts.report.copied);
    } catch (error) {
      // Spec: a failed share is only logged (a dismissed share sheet lands here too).
      console.error('Share failed:', error);
    }
  };

  return (
    <Section spacing="md">
      <Container>
        <AuditReport
          report={report}
          texts={content.texts}
          onDownload={download}
          onShare={() => void share()}
          onPdf={() => void pdf()}
          pdfBusy={pdfBusy}
          onAddCompetitors={onAddCompetitors}
          consultingForm={<SiteContactForm presetServiceType="audit" />}
          imagesAction={
            content.imageFindings ? (
              <Link href={href({ key: 'utilities/compressor' })} className="text-sm font-semibold">
                {texts.report.recommendations.actions.compressImages}
              </Link>
            ) : undefined
          }
        />
      </Container>
    </Section>
  );
}
