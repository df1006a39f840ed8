// Invoker Commands (HTML): a button opens or closes the dialog or popover it names, with no
// script (ui/layout/MobileMenu.tsx, ui/primitives/NativeDialog.tsx). @types/react does not list
// them yet; React passes them to the DOM as they are.
declare module 'react' {
  // The declaration merges with React's, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's `command` acts on. */
    commandfor?: string;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'toggle-popover'
      | 'show-popover'
      | 'hide-popover'
      | `--${string}`;
  }
}

export {};
