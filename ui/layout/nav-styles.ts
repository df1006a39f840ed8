/** Look of a top-level header navigation entry (link or menu button). */
export const navLinkClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-semibold text-surface-foreground transition-colors duration-(--duration-fast) hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:text-surface-accent data-[current=true]:text-surface-accent';
