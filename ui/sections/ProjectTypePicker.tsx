import { useId, useState } from 'react';
import type * as React from 'react';
import { UiIcon } from '../icons/UiIcon';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../primitives/DropdownMenu';

export type ProjectType = {
  id: string;
  title: string;
  description: string;
  details: string[];
  /** Names of the technologies we recommend for it. */
  recommended: string[];
};

export type ProjectTypePickerProps = Omit<React.ComponentProps<'div'>, 'defaultValue'> & {
  types: ProjectType[];
  label: string;
  placeholder: string;
  /** Shown until a type is chosen. */
  hint: string;
  detailsTitle: string;
  recommendedTitle: string;
  /** Chosen type id (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Open state of the menu (controlled, for stories). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The technologies page's project-type selector: a menu button (Radix dropdown: click, Enter,
 * Space or ArrowDown opens it, arrows move, Esc closes); choosing a type closes the menu and
 * shows that type's details and recommended technologies.
 */
export function ProjectTypePicker({
  types,
  label,
  placeholder,
  hint,
  detailsTitle,
  recommendedTitle,
  value,
  defaultValue,
  onValueChange,
  open,
  onOpenChange,
  className,
  ...props
}: ProjectTypePickerProps) {
  const [own, setOwn] = useState(defaultValue);
  const chosenId = value ?? own;
  const chosen = types.find((t) => t.id === chosenId);
  const labelId = useId();
  const triggerId = useId();
  const panelId = useId();

  return (
    <div
      data-slot="project-type-picker"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col items-start gap-2">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <DropdownMenu open={open} onOpenChange={onOpenChange}>
          <DropdownMenuTrigger asChild>
            <Button
              id={triggerId}
              variant="outline"
              size="lg"
              aria-labelledby={`${labelId} ${triggerId}`}
              justify="between"
              className="w-full sm:w-96 [&[data-state=open]_svg]:rotate-180"
            >
              <span className="truncate">{chosen?.title ?? placeholder}</span>
              <UiIcon name="chevron-down" className="size-5 transition-transform" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width)">
            <DropdownMenuRadioGroup
              value={chosenId ?? ''}
              onValueChange={(id) => {
                setOwn(id);
                onValueChange?.(id);
              }}
            >
              {types.map((type) => (
                <DropdownMenuRadioItem key={type.id} value={type.id} className="text-base">
                  {type.title}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div id={panelId} aria-live="polite" data-state={chosen ? 'chosen' : 'empty'}>
        {chosen ? (
          <div className="grid gap-6 rounded-xl border border-border bg-background p-6 shadow-card md:grid-cols-2 md:p-8">
            <div className="flex min-w-0 flex-col gap-3">
              <h3 className="font-display text-h3 font-semibold wrap-break-word">{chosen.title}</h3>
              <p className="text-muted-foreground">{chosen.description}</p>
              <h4 className="mt-2 font-display font-semibold">{detailsTitle}</h4>
              <ul className="flex flex-col gap-2">
                {chosen.details.map((detail) => (
                  <li key={detail} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-pill bg-primary"
                    />
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex min-w-0 flex-col gap-3">
              <h4 className="font-display font-semibold">{recommendedTitle}</h4>
              <ul className="flex flex-wrap gap-2">
                {chosen.recommended.map((tech) => (
                  <li key={tech}>
                    <Badge variant="soft" size="md">
                      {tech}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
