import { Toaster } from '../../ui/primitives/Toaster';

/**
 * The page's one toaster, for every island that shows toasts (a form sent, a link copied). Its
 * one text is given worded: the island carries no translation library.
 */
export default function Toasts({ dismissLabel }: { dismissLabel: string }) {
  return <Toaster dismissLabel={dismissLabel} />;
}
