import { Toaster } from '../../ui/primitives/Toaster';

/**
 * The islands that show toasts (a form sent, the careers dialog's application sent, a report's
 * link copied): the toaster hydrates right after the first of them on the page has
 * (client:follow).
 */
export const TOASTING_ISLANDS = ['ContactForm', 'ApplicationForm', 'ApplyButton', 'AuditTool'];

/**
 * The page's one toaster, for every island that shows toasts. Its one text is given worded: the
 * island carries no translation library.
 */
export default function Toasts({ dismissLabel }: { dismissLabel: string }) {
  return <Toaster dismissLabel={dismissLabel} />;
}
