import { Button, Card, Heading, Link } from '../../../ui';
import { usePage } from '../../app/page-context';

export type ToolPromoProps = {
  texts: { title: string; text: string; action: string };
  /** The tool it leads to. */
  to: 'utilities/qr' | 'utilities/compressor' | 'utilities/cropper';
  /** Title, text and button one under the other at every width (a side column). */
  stacked?: boolean;
};

/** A free tool's box pointing to another free tool. */
export function ToolPromo({ texts, to, stacked = false }: ToolPromoProps) {
  const { href } = usePage();
  return (
    <Card
      padding="lg"
      variant="muted"
      className={
        stacked
          ? 'flex flex-col items-start gap-3'
          : 'flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      <div className="flex flex-col gap-1">
        <Heading level={2} size="h4">
          {texts.title}
        </Heading>
        <p className="text-muted-foreground">{texts.text}</p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link href={href({ key: to })}>{texts.action}</Link>
      </Button>
    </Card>
  );
}
