import { Button, Link } from '../../../ui';

/** A primary and an optional secondary link-button, styled for a dark or light surface. */
export function ActionButtons({
  primary,
  secondary,
  onDark = true,
}: {
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  onDark?: boolean;
}) {
  return (
    <>
      <Button asChild size="lg" variant={onDark ? 'primary' : 'secondary'}>
        <Link href={primary.href}>{primary.label}</Link>
      </Button>
      {secondary ? (
        <Button
          asChild
          size="lg"
          variant="outline"
          className={
            onDark
              ? 'border-surface-border text-surface-foreground hover:border-surface-accent hover:bg-surface-raised hover:text-surface-foreground'
              : 'border-primary-foreground text-primary-foreground hover:border-primary-foreground hover:bg-primary-hover hover:text-primary-foreground'
          }
        >
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </>
  );
}
