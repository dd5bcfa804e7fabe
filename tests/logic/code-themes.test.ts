import { expect, test } from '@playwright/test';

import { contrastRatio, darkCodeTheme, lightCodeTheme } from '../../src/prismThemes';

const parse = (color: string) => {
  const [hue, saturation, lightness] = color.match(/[\d.]+/g)!.map(Number);
  return { hue, saturation, lightness };
};

for (const [name, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`every ${name} code token reaches WCAG AA contrast`, () => {
    const background = parse(theme.plain.backgroundColor!);
    const colors = [theme.plain.color!, ...theme.styles.flatMap((entry) => entry.style.color ?? [])];
    expect(colors.length).toBeGreaterThan(5);
    for (const color of colors) {
      expect(contrastRatio(parse(color), background), color).toBeGreaterThanOrEqual(4.5);
    }
  });
}
