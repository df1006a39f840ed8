import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui';
import { SiteApplicationForm } from './SiteApplicationForm';

/** The Product Owner application in a modal dialog (its code loads when first wanted). */
export default function ApplyDialog({
  position,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  position: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('careers');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        closeLabel={t('position.close')}
        onCloseAutoFocus={(event) => {
          // The opener is a plain button (not a Radix trigger, whose code would load upfront).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('position.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('position.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <SiteApplicationForm position={position} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
