import { useId, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { UiIcon } from '../icons/UiIcon';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/Badge';
import { buttonVariants } from '../primitives/Button';

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
  /** What the closed picker says until a type is chosen. */
  placeholder: string;
  /** Shown until a type is chosen. */
  hint: string;
  detailsTitle: string;
  recommendedTitle: string;
  /** Chosen type id (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
};

/**
 * The technologies page's project-type selector: a native <select>, so opening it and choosing
 * work before any script (and on a phone it is the platform's own list); where the browser lets
 * a select be styled (appearance: base-select, ui/styles.css), its list looks like the site's
 * menus. Choosing a type shows that type's details and recommended technologies. A choice the
 * select already holds as it mounts (made before the script came, or restored by the browser) is
 * taken up.
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
  className,
  ...props
}: ProjectTypePickerProps) {
  const [own, setOwn] = useState(defaultValue);
  const chosenId = value ?? own;
  const chosen = types.find((t) => t.id === chosenId);
  const selectId = useId();
  const panelId = useId();
  const select = useRef<HTMLSelectElement>(null);

  const choose = (id: string) => {
    setOwn(id);
    onValueChange?.(id);
  };

  // Before the first paint: the select's own choice, where it differs from the one rendered.
  useLayoutEffect(() => {
    const held = select.current?.value ?? '';
    if (held !== '' && held !== (chosenId ?? '') && types.some((t) => t.id === held)) {
      choose(held);
    }
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      data-slot="project-type-picker"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col items-start gap-2">
        <label htmlFor={selectId} className="font-semibold">
          {label}
        </label>
        <div className="relative w-full sm:w-96">
          <select
            ref={select}
            id={selectId}
            data-slot="project-type-select"
            aria-controls={panelId}
            value={chosenId ?? ''}
            onChange={(event) => choose(event.currentTarget.value)}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'lg', justify: 'between' }),
              'peer w-full cursor-pointer truncate pr-14',
            )}
          >
            {/* Shown until a type is chosen; not one of the choices. */}
            <option value="" disabled hidden>
              {placeholder}
            </option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.title}
              </option>
            ))}
          </select>
          <UiIcon
            name="chevron-down"
            className="pointer-events-none absolute top-1/2 right-7 size-5 -translate-y-1/2 transition-transform peer-open:rotate-180"
          />
        </div>
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
