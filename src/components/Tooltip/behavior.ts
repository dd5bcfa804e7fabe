import { placeTooltip } from './placement';

/**
 * What makes every tooltip of the site open and close: the glossary terms' and the code blocks' type hovers alike
 * (the WAI-ARIA tooltip pattern, WCAG 1.4.13). An element with `aria-describedby` naming a `role="tooltip"` popover
 * shows it while the pointer is over the element or the tooltip, or while the element has keyboard focus; Escape
 * hides it. A touch screen has no hover: the first tap on a link shows its tooltip, the second follows the link, and a
 * tap elsewhere hides it. The tooltip opens in the top layer (the Popover API), so no ancestor's overflow, transform
 * or containment clips it, and is placed inside the viewport (./placement.ts); a browser without popovers gets it as a
 * fixed box in the same place.
 *
 * A few document listeners serve every tooltip, also in markup React never hydrates (a code block keeps the server's
 * markup, src/components/KeptServerMarkup); they are added once, when this module first loads in the browser, with
 * the first page that has tooltips (the home page has none).
 */
interface Open {
  readonly trigger: Element;
  readonly tooltip: HTMLElement;
}

let open: Open | undefined;
/** On a touch screen, the element whose tooltip the last tap showed: a second tap on it follows its link. */
let tapped: Element | undefined;

const noHover = () => matchMedia('(hover: none)').matches;

function tooltipOf(target: EventTarget | null): Open | undefined {
  const trigger = target instanceof Element ? target.closest('[aria-describedby]') : null;
  const tooltip = trigger && document.getElementById(trigger.getAttribute('aria-describedby')!);
  return tooltip?.matches('[role="tooltip"][popover]') ? { trigger: trigger!, tooltip } : undefined;
}

function place({ trigger, tooltip }: Open): void {
  // A touch screen shows the tooltip as a bar along the bottom of the screen, from CSS alone.
  if (noHover()) {
    return;
  }
  const { left, top } = placeTooltip(
    trigger.getBoundingClientRect(),
    { width: tooltip.offsetWidth, height: tooltip.offsetHeight },
    { width: document.documentElement.clientWidth, height: window.innerHeight },
  );
  tooltip.style.left = `${left}px`;
  tooltip.style.top = `${top}px`;
}

function show(next: Open): void {
  if (open?.tooltip === next.tooltip) {
    return;
  }
  hide();
  if (next.tooltip.showPopover) {
    next.tooltip.showPopover();
  } else {
    next.tooltip.setAttribute('data-open', '');
  }
  open = next;
  place(next);
}

function hide(): void {
  if (open) {
    open.tooltip.removeAttribute('data-open');
    open.tooltip.hidePopover?.();
    open = undefined;
  }
}

const within = (node: unknown, { trigger, tooltip }: Open) =>
  node instanceof Node && (trigger.contains(node) || tooltip.contains(node));

function listen(): void {
  document.addEventListener('pointerover', (event) => {
    const target = event.pointerType === 'touch' ? undefined : tooltipOf(event.target);
    if (target) {
      show(target);
    }
  });
  document.addEventListener('pointerout', (event) => {
    if (
      open &&
      event.pointerType !== 'touch' &&
      within(event.target, open) &&
      !within(event.relatedTarget, open) &&
      !open.trigger.matches(':focus-visible')
    ) {
      hide();
    }
  });
  document.addEventListener('focusin', (event) => {
    const target = tooltipOf(event.target);
    if (target) {
      show(target);
    }
  });
  document.addEventListener('focusout', (event) => {
    if (open && open.trigger === event.target && !open.trigger.matches(':hover') && !open.tooltip.matches(':hover')) {
      hide();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      hide();
    }
  });
  // Capturing, so that a first tap is stopped before the router follows the link.
  document.addEventListener(
    'click',
    (event) => {
      const target = tooltipOf(event.target);
      if (!target) {
        if (open && !within(event.target, open)) {
          hide();
        }
        tapped = undefined;
      } else if (noHover() && tapped !== target.trigger) {
        event.preventDefault();
        tapped = target.trigger;
        show(target);
      }
    },
    true,
  );
  const follow = () => {
    if (open) {
      place(open);
    }
  };
  window.addEventListener('scroll', follow, { capture: true, passive: true });
  window.addEventListener('resize', follow, { passive: true });
  // The page shows before its scripts arrive: a reader may already be on an element that has a tooltip.
  const current =
    tooltipOf(document.activeElement) ?? tooltipOf([...document.querySelectorAll(':hover')].pop() ?? null);
  if (current) {
    show(current);
  }
}

if (typeof document !== 'undefined') {
  listen();
}
