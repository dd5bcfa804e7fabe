import { expect, test } from '@playwright/test';

import { placeTooltip, viewportMargin } from '../../src/components/Tooltip/placement';

test.describe('the place of a tooltip', () => {
  const viewport = { width: 320, height: 640 };

  test('is below the element, from its left edge', () => {
    expect(placeTooltip({ left: 40, top: 100, bottom: 120 }, { width: 200, height: 80 }, viewport)).toEqual({
      left: 40,
      top: 120,
    });
  });

  test('moves left to end inside a narrow viewport', () => {
    const { left } = placeTooltip({ left: 205, top: 100, bottom: 120 }, { width: 288, height: 80 }, viewport);
    expect(left).toBe(viewportMargin);
    expect(left + 288).toBeLessThanOrEqual(viewport.width - viewportMargin);
  });

  test('goes above the element when only there it fits', () => {
    expect(placeTooltip({ left: 40, top: 600, bottom: 620 }, { width: 200, height: 80 }, viewport).top).toBe(520);
    expect(placeTooltip({ left: 40, top: 30, bottom: 620 }, { width: 200, height: 80 }, viewport).top).toBe(620);
  });
});
