import { Button, Link } from '../../../ui';

/** A primary and an optional secondary link-button, on the dark surface or on the accent band. */
export function ActionButtons({
  primary,
  secondary,
  onDark = true,
}: {
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  /** true: a hero on the dark surface; false: the accent-coloured closing band. */
  onDark?: boolean;
}) {
  return (
    <>
      <Button asChild size="lg" variant={onDark ? 'primary' : 'secondary'}>
        <Link href={primary.href}>{primary.label}</Link>
      </Button>
      {secondary ? (
        <Button asChild size="lg" variant={onDark ? 'outline-surface' : 'outline-primary'}>
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </>
  );
}
