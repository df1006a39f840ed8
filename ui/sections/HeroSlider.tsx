import { startTransition, useEffect, useId, useState, useSyncExternalStore } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Container } from '../primitives/Container';
import { Heading } from '../primitives/Heading';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { ActionLink, Picture } from './types';

/** Spec section 9: the hero advances every 8 seconds. */
export const HERO_INTERVAL = 8000;

export type HeroSlide = {
  id: string;
  badge?: string;
  title: string;
  /** Words shown after the title in the accent colour. */
  highlight?: string;
  description: string;
  image: Picture;
  primary: ActionLink;
  secondary?: ActionLink;
};

export type HeroSliderLabels = {
  /** Name of the carousel region. */
  region: string;
  pause: string;
  play: string;
  /** Name of an indicator button, e.g. 'Ir a la diapositiva 2: Para clientes'. */
  goTo: (number: number, title: string) => string;
  /** Name of a slide, e.g. '1 de 2'. */
  slideOf: (number: number, total: number) => string;
};

export type HeroSliderProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  slides: HeroSlide[];
  labels: HeroSliderLabels;
  /** Milliseconds between slides. */
  interval?: number;
  /** Rotate on its own (off under prefers-reduced-motion whatever this says). */
  autoPlay?: boolean;
  initialIndex?: number;
  /** Called when the visible slide changes (by timer or by the visitor). */
  onIndexChange?: (index: number) => void;
};

/**
 * The home page's rotating hero (WAI-ARIA carousel pattern): advances every `interval` ms,
 * pauses while hovered or focused, has a visible pause/play control and slide indicators, and
 * does not rotate for visitors who prefer reduced motion. Slides are stacked in one grid cell,
 * so rotation never changes the height (no layout shift).
 */
export function HeroSlider({
  slides,
  labels,
  interval = HERO_INTERVAL,
  autoPlay = true,
  initialIndex = 0,
  onIndexChange,
  className,
  ...props
}: HeroSliderProps) {
  const [index, setIndex] = useState(initialIndex);
  // The visitor's choice from the pause/play button; until then autoPlay, unless reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Images of the hidden slides load after hydration: they never compete with the first one.
  // Set in a transition, so adding them is interruptible work, not one more long task.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    isServer,
  );
  const playing = choice ?? (autoPlay && !reducedMotion);
  const slidesId = useId();
  const total = slides.length;

  const rotating = playing && !hovered && !focused && total > 1;

  const show = (next: number) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      const next = (index + 1) % total;
      setIndex(next);
      onIndexChange?.(next);
    }, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, total, onIndexChange]);

  return (
    // Hover and focus pause the rotation (WAI-ARIA carousel pattern); the region itself is not a
    // control, so the listeners only observe.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="hero-slider"
      data-state={rotating ? 'rotating' : 'paused'}
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={cn(
        'relative isolate overflow-hidden bg-surface text-surface-foreground',
        className,
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...props}
    >
      {/* One column no wider than the slider (minmax(0, 1fr)): a long word must wrap, not widen it. */}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid grid-cols-1">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf(i + 1, total)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-state={active ? 'active' : 'inactive'}
              className={cn(
                'relative [grid-area:1/1] flex min-h-[40rem] items-center pt-(--header-height) pb-28 sm:min-h-[44rem]',
                'transition-opacity duration-(--duration-slow) ease-out-soft',
                active ? 'z-10 opacity-100' : 'opacity-0',
              )}
            >
              {i === initialIndex || mounted ? (
                <ResponsiveImage
                  {...slide.image}
                  alt={slide.image.alt}
                  sizes="100vw"
                  loading={i === initialIndex ? 'eager' : 'lazy'}
                  fetchPriority={i === initialIndex ? 'high' : 'low'}
                  pictureClassName="absolute inset-0 -z-10"
                  className="size-full max-w-none object-cover object-right"
                />
              ) : null}
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-linear-to-r from-surface via-surface/90 to-surface/40"
              />
              <Container className="flex flex-col gap-6">
                {slide.badge ? <Badge variant="dark">{slide.badge}</Badge> : null}
                <Heading level={2} size="display" className="max-w-4xl">
                  {slide.title}
                  {slide.highlight ? (
                    <>
                      {' '}
                      <span className="text-surface-accent">{slide.highlight}</span>
                    </>
                  ) : null}
                </Heading>
                <p className="max-w-2xl text-lead wrap-break-word text-surface-muted-foreground">
                  {slide.description}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button asChild size="lg" wrap>
                    <Link href={slide.primary.href}>{slide.primary.label}</Link>
                  </Button>
                  {slide.secondary ? (
                    <Button asChild size="lg" variant="outline-surface" wrap>
                      <Link href={slide.secondary.href}>{slide.secondary.label}</Link>
                    </Button>
                  ) : null}
                </div>
              </Container>
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <Container className="absolute inset-x-0 bottom-8 z-20 flex items-center gap-4">
          <Button
            size="icon-md"
            shape="pill"
            variant="outline-surface"
            aria-label={playing ? labels.pause : labels.play}
            aria-controls={slidesId}
            onClick={() => setChoice(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </Button>
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={labels.goTo(i + 1, slide.title)}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => show(i)}
                className="group flex size-10 items-center justify-center rounded-pill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-pill transition-[width,background-color] duration-(--duration-base)',
                    i === index
                      ? 'w-8 bg-surface-accent'
                      : 'w-2 bg-surface-muted-foreground group-hover:bg-surface-foreground',
                  )}
                />
              </button>
            ))}
          </div>
        </Container>
      ) : null}
    </section>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const isServer = () => false;
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}
