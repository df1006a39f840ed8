// The first layer of the privacy information under each form and in the chat (issue 30.2): who
// is responsible, what for, on what basis, who else receives the data, the visitor's rights and
// the way to the whole policy, from the `forms` texts (privacyNotice).
import type { PrivacyNoticeProps, PrivacyNoticeTexts } from '../../../ui';
import { usePage } from '../../app/page-context';
import { siteConfig } from '../../config';
import { fill } from '../../../domain';
import type { LanguageBundle } from '../../i18n/resources';
import { useTexts } from '../../i18n/texts';

/** What the data is used for: each form's own purpose, and the chat's. */
export type PrivacyUse = 'contact' | 'consulting' | 'application' | 'chat';

type NoticeTexts = LanguageBundle['forms']['privacyNotice'];

/** The notice's words for one use (the stories build theirs with it too). */
export function privacyNoticeTexts(notice: NoticeTexts, use: PrivacyUse): PrivacyNoticeTexts {
  const { purpose, basis, recipients } = notice.uses[use];
  return {
    title: notice.title,
    items: [
      { label: notice.controller, text: fill(notice.controllerText, { brand: siteConfig.brand }) },
      { label: notice.purpose, text: purpose },
      { label: notice.basis, text: basis },
      { label: notice.recipients, text: recipients },
      { label: notice.rights, text: notice.rightsText },
    ],
    policy: { lead: notice.policyLead, label: notice.policyLink },
  };
}

/** The notice for one use, in the page's language, linking to its privacy policy. */
export function usePrivacyNotice(use: PrivacyUse): PrivacyNoticeProps {
  const { privacyNotice } = useTexts('forms');
  const { href } = usePage();
  return { texts: privacyNoticeTexts(privacyNotice, use), policyHref: href({ key: 'privacy' }) };
}
