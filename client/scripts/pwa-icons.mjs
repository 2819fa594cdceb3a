// Draws the app's PNG icons (web app manifest, home screens, Apple touch icon) from the SVGs in
// public/icons with the system's Chromium, so they always match the logo. The output is
// committed; run again after changing an SVG: node client/scripts/pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const OUTPUTS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless'],
});
try {
  for (const { svg, png, size } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(`${icons}${svg}`, 'base64');
    await page.setContent(
      `<body style="margin:0"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${source}"></body>`,
    );
    await page.locator('img').screenshot({ path: `${icons}${png}`, omitBackground: true });
    await page.close();
    console.log(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
