import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Link } from '../lib/Link';
import { Badge } from '../primitives/Badge';
import { Button, buttonVariants } from '../primitives/Button';
import { Container } from '../primitives/Container';
import { Heading } from '../primitives/Heading';
import { ResponsiveImage } from '../primitives/ResponsiveImage';
import type { ActionLink, Picture } from './types';

/** Spec section 9: the hero advances every 8 seconds. */
export const HERO_INTERVAL = 8000;

export type HeroSlide = {
  /** Unique in the page: the slide's element is `hero-<id>`, which its indicator links to. */
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
  /** Name of the pause toggle (checked: paused), e.g. 'Pausar presentación'. */
  pause: string;
  /** Name of an indicator, e.g. 'Ir a la diapositiva 2: Para clientes'. */
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

/** The element id of a slide, which its indicator links to. */
const slideElementId = (slide: HeroSlide) => `hero-${slide.id}`;

/** The slide a track rests on, or null while it is between two. */
function restingSlide(track: HTMLElement): number | null {
  if (track.clientWidth === 0) return null;
  const position = track.scrollLeft / track.clientWidth;
  const nearest = Math.round(position);
  return Math.abs(position - nearest) < 0.01 ? nearest : null;
}

/** How long a track must stay still to be at rest, where the browser has no `scrollend`. */
const SCROLL_SETTLE_MS = 150;

/**
 * The home page's rotating hero (WAI-ARIA carousel pattern): advances every `interval` ms,
 * pauses while hovered or focused, has a visible pause toggle and slide indicators, and does not
 * rotate for visitors who prefer reduced motion.
 *
 * It works before its script: the slides sit side by side in a horizontal scroll-snap track (one
 * row, as tall as the tallest slide: no layout shift), each indicator is a link to its slide's
 * id, which the browser scrolls to, and the pause toggle is a checkbox. Mounted, the slider
 * follows its track (where the visitor or the address scrolled it, a swipe) and its checkbox
 * (ticked before the script came, or restored by the browser), hides the slides out of view from
 * assistive technology and the keyboard (inert), and moves the track itself.
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
  // The visitor's choice from the pause toggle; until then autoPlay, unless reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until mounted the slides are what the page was sent: every slide reachable (the visitor may
  // scroll to one before the script comes), only the first one's picture. Images of the other
  // slides load after mounting, so they never compete with the first one; set in a transition,
  // adding them is interruptible work, not one more long task.
  const [mounted, setMounted] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    isServer,
  );
  const playing = choice ?? (autoPlay && !reducedMotion);
  const slidesId = useId();
  const track = useRef<HTMLDivElement>(null);
  const pauseToggle = useRef<HTMLInputElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const total = slides.length;

  const rotating = playing && !hovered && !focused && total > 1;

  const show = (next: number) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
    const element = track.current;
    if (!element) return;
    element.scrollTo({
      left: wrapped * element.clientWidth,
      behavior: reducedMotion ? 'instant' : 'smooth',
    });
  };

  // What the track and the toggle hold as the slider mounts is the visitor's: the slide scrolled
  // to (an indicator followed, the address's #hero-… , a swipe) and the pause ticked, before the
  // script came. Before its first paint, so nothing shows the slider's own start first.
  useLayoutEffect(() => {
    const element = track.current;
    const at = element ? restingSlide(element) : null;
    if (element && element.scrollLeft > 0 && at !== null) {
      if (at !== initialIndex) {
        setIndex(at);
        onIndexChange?.(at);
      }
    } else if (element && initialIndex !== 0) {
      element.scrollTo({ left: initialIndex * element.clientWidth, behavior: 'instant' });
    }
    const toggle = pauseToggle.current;
    // The toggle as rendered: checked when not playing (the slider's own start).
    if (toggle && toggle.checked !== !playing) setChoice(!toggle.checked);
    startTransition(() => setMounted(true));
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => show(index + 1), interval);
    return () => window.clearTimeout(timer);
    // `show` is a new function each render; the timer restarts when what it depends on changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, index, interval, total]);

  /**
   * The track has come to rest: the slide it rests on is the one shown, wherever the scroll came
   * from (ours, a swipe, the browser revealing something). Ours ends where `show` said.
   */
  const onTrackScrollEnd = () => {
    window.clearTimeout(settleTimer.current);
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const at = Math.min(
      total - 1,
      Math.max(0, Math.round(element.scrollLeft / element.clientWidth)),
    );
    if (at !== index) {
      setIndex(at);
      onIndexChange?.(at);
    }
  };
  /** Where the browser has no `scrollend`: at rest once it has not moved for a moment. */
  const onTrackScroll = () => {
    if (Reflect.has(window, 'onscrollend')) return;
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(onTrackScrollEnd, SCROLL_SETTLE_MS);
  };
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

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
      <div
        id={slidesId}
        ref={track}
        data-slot="hero-track"
        aria-live={rotating ? 'off' : 'polite'}
        onScroll={onTrackScroll}
        onScrollEnd={onTrackScrollEnd}
        className={cn(
          'flex snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain scroll-smooth',
          '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        )}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          // Hidden only once mounted: before, any slide may be the one the visitor scrolled to.
          const hidden = mounted && !active;
          return (
            <div
              key={slide.id}
              id={slideElementId(slide)}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf(i + 1, total)}
              aria-hidden={hidden ? true : undefined}
              inert={hidden}
              data-state={active ? 'active' : 'inactive'}
              className={cn(
                'relative isolate flex min-h-[40rem] w-full shrink-0 snap-start snap-always items-center pt-(--header-height) pb-28 sm:min-h-[44rem]',
              )}
            >
              {i === initialIndex || mounted ? (
                <ResponsiveImage
                  {...slide.image}
                  alt={slide.image.alt}
                  sizes="100vw"
                  loading="eager"
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
          {/* A native toggle: ticked before the script comes, it is read as the slider mounts. */}
          <span
            className={cn(
              buttonVariants({ size: 'icon-md', shape: 'pill', variant: 'outline-surface' }),
              'relative',
            )}
          >
            <input
              ref={pauseToggle}
              type="checkbox"
              data-slot="hero-pause"
              aria-label={labels.pause}
              aria-controls={slidesId}
              checked={!playing}
              onChange={(event) => setChoice(!event.currentTarget.checked)}
              className="peer absolute -inset-px cursor-pointer appearance-none rounded-pill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <PauseIcon className="peer-checked:hidden" />
            <PlayIcon className="hidden peer-checked:block" />
          </span>
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              // A link to its slide: the browser scrolls the track there with no script; mounted,
              // the slider does it (and the address keeps no #hero-…).
              <a
                key={slide.id}
                href={`#${slideElementId(slide)}`}
                aria-label={labels.goTo(i + 1, slide.title)}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
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
              </a>
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

function PauseIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none', className)}
    >
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none', className)}
    >
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}
