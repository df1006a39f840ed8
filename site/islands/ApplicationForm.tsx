import type { PositionKey } from '../app/positions';
import { SiteApplicationForm } from '../views/parts/SiteApplicationForm';
import { island } from './island';

/** Closes the <dialog> `id` (focus goes back to the button that opened it). */
function closeDialog(id: string) {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/**
 * An application form of the careers page (texts: forms): the general one at its foot, or the
 * open position's in its dialog (`dialogId`), which a successful send closes.
 */
export default island(({ position, dialogId }: { position: PositionKey; dialogId?: string }) => (
  <SiteApplicationForm
    position={position}
    onSent={dialogId ? () => closeDialog(dialogId) : undefined}
    modal={dialogId !== undefined}
  />
));
