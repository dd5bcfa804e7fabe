/** A box in viewport coordinates, as `getBoundingClientRect` gives it. */
export interface AnchorBox {
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** How far a tooltip stays from the edges of the viewport, in CSS pixels: the `1rem` of its maximum width. */
export const viewportMargin = 16;

/**
 * Where a tooltip goes: below the element it describes, starting at its left edge, moved left as far as it must to end
 * inside the viewport (WCAG 1.4.10: at 320 CSS pixels a definition must not run off the screen), and above the element
 * when there is no room below but there is above. Its transparent border bridges the space to the element, so the
 * pointer can move onto it.
 */
export function placeTooltip(anchor: AnchorBox, tooltip: Size, viewport: Size): { left: number; top: number } {
  const left = Math.max(viewportMargin, Math.min(anchor.left, viewport.width - viewportMargin - tooltip.width));
  const fitsBelow = anchor.bottom + tooltip.height <= viewport.height;
  const fitsAbove = anchor.top - tooltip.height >= 0;
  return { left, top: fitsBelow || !fitsAbove ? anchor.bottom : anchor.top - tooltip.height };
}
