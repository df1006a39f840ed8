import { Toaster } from '../../ui/primitives/Toaster';

/**
 * The page's one toaster, for every island that shows toasts (client:idle: a toast sent before it
 * has hydrated is kept by the toast store and shown once it has). Its one text is given worded: the
 * island carries no translation library.
 */
export default function Toasts({ dismissLabel }: { dismissLabel: string }) {
  return <Toaster dismissLabel={dismissLabel} />;
}
