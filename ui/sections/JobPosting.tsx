import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/Badge';

type ItemList = { title: string; items: readonly string[] };

export type JobPostingProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  title: string;
  summary: string;
  /** Short facts shown as badges: languages, remote, salary... */
  tags: readonly string[];
  requirements: ItemList;
  responsibilities: ItemList;
  /** The apply control (e.g. a button opening the application dialog). */
  action: React.ReactNode;
  /** Heading level of the title in the page outline. */
  titleAs?: 'h2' | 'h3';
};

/** An open position: title, facts, summary, requirements and responsibilities, apply action. */
export function JobPosting({
  title,
  summary,
  tags,
  requirements,
  responsibilities,
  action,
  titleAs: Title = 'h3',
  className,
  ...props
}: JobPostingProps) {
  const titleId = useId();
  const ListTitle = Title === 'h2' ? 'h3' : 'h4';
  const list = ({ title: listTitle, items }: ItemList) => (
    <div className="flex flex-col gap-3">
      <ListTitle className="font-display text-lg font-semibold">{listTitle}</ListTitle>
      <ul className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span className="min-w-0 wrap-break-word">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <article
      data-slot="job-posting"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-6 rounded-xl border border-border bg-background p-6 shadow-card sm:p-8',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-4">
        <Title id={titleId} className="font-display text-h3 font-bold wrap-break-word">
          {title}
        </Title>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="soft">{tag}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground wrap-break-word">{summary}</p>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        {list(requirements)}
        {list(responsibilities)}
      </div>
      <div className="flex flex-wrap gap-3">{action}</div>
    </article>
  );
}
