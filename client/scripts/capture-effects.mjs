// How a rendered grade slip reaches the app in real life, simulated in Chromium
// (client/scripts/real-world-slips.mjs): a phone photo of the printout (CSS 3D
// perspective and rotation on a desk, uneven light, a shadow, camera blur, then a
// canvas pass for sensor noise and JPEG) and a monochrome office scan (skew, then
// a canvas pass: grey, noise, one global threshold, speckle). Every choice comes
// from the `random` it is given (a seeded PRNG), and is returned so the set's
// truth.json records how each picture was made.

const round = (value, digits = 2) => Number(value.toFixed(digits));

const dataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`;

/** The surfaces a slip is photographed on. */
const DESKS = [
  ['wood', 'repeating-linear-gradient(87deg,#8a5a32 0 14px,#7b4f2b 14px 22px,#946640 22px 41px)'],
  ['grey table', 'linear-gradient(160deg,#8d9096,#6f7277)'],
  ['white table', 'linear-gradient(200deg,#e4e2dc,#cfcdc6)'],
  ['blue cloth', 'radial-gradient(circle at 30% 30%,#43597a,#2c3d57)'],
  ['dark desk', 'linear-gradient(120deg,#2b2622,#3d3630)'],
];

const TINTS = ['rgba(255,236,200,.35)', 'rgba(210,225,255,.3)', 'rgba(255,255,255,0)'];

/** Draws the picture on a canvas in the page, runs `pass` on its pixels and encodes it. */
async function canvasPass(page, png, pass, options) {
  const base64 = await page.evaluate(
    async ({ source, pass, options }) => {
      /* global document, Image -- runs in the page */
      // mulberry32, seeded, like packages/grade-slip/synthetic.js
      let state = options.seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const gauss = () => (random() + random() + random() + random() - 2) * 1.73;
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (options.blur) context.filter = `blur(${options.blur}px)`;
      context.drawImage(image, 0, 0);
      context.filter = 'none';
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const data = pixels.data;
      if (pass === 'photo') {
        for (let i = 0; i < data.length; i += 4) {
          const luma = gauss() * options.noise;
          for (let c = 0; c < 3; c += 1) data[i + c] += luma + gauss() * options.noise * 0.35;
        }
      } else {
        for (let i = 0; i < data.length; i += 4) {
          const grey = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
          const value = grey + gauss() * options.noise < options.threshold ? 0 : 255;
          data[i] = data[i + 1] = data[i + 2] = value;
        }
      }
      context.putImageData(pixels, 0, 0);
      if (pass === 'scan') {
        context.fillStyle = '#000';
        for (let n = 0; n < options.specks; n += 1) {
          const radius = 0.5 + random() * random() * options.speckSize;
          context.beginPath();
          context.arc(random() * canvas.width, random() * canvas.height, radius, 0, 7);
          context.fill();
        }
        context.fillStyle = '#fff';
        for (let n = 0; n < options.dropouts; n += 1)
          context.fillRect(random() * canvas.width, random() * canvas.height, 1 + random(), 1);
      }
      const blob = await new Promise((resolve) =>
        canvas.toBlob(resolve, options.type, options.quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { source: dataUrl(png), pass, options },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * A phone photo of the printed slip: `paper` is the sheet rendered at device
 * scale 2 (PNG). Returns the JPEG and the parameters drawn.
 */
export async function phonePhoto(browser, paper, random) {
  const portrait = random.chance(0.35);
  const [width, height] = portrait ? [1200, 1600] : [1600, 1200];
  const tilt = random.range(5, 20);
  const direction = random.range(0, 2 * Math.PI);
  const shadowEdge = random.pick(['left', 'right', 'top', 'bottom']);
  const p = {
    frame: `${width}x${height}`,
    desk: random.pick(DESKS)[0],
    tilt: round(tilt, 1),
    rotateX: round(tilt * Math.cos(direction), 1),
    rotateY: round(tilt * Math.sin(direction), 1),
    rotate: round(random.range(-8, 8), 1),
    perspective: Math.round(random.range(1100, 1900)),
    fill: round(portrait ? random.range(0.85, 0.95) : random.range(0.68, 0.85)),
    margin: random.int(24, 56),
    paperColor: random.pick(['#fbfaf6', '#f4f1e8', '#f8f8f8', '#efece4']),
    light: { x: random.int(0, 100), y: random.int(0, 100), dark: round(random.range(0.2, 0.5)) },
    tint: random.pick(TINTS),
    shadow: { edge: shadowEdge, alpha: round(random.range(0.25, 0.5)), blur: random.int(25, 60) },
    blur: round(random.range(0.4, 1.6)),
    noise: round(random.range(2, 6), 1),
    quality: random.int(60, 85),
  };
  const desk = DESKS.find(([name]) => name === p.desk)[1];
  const paperWidth = Math.round(width * p.fill);
  const [sw, sh] = [random.range(0.35, 0.7) * width, random.range(0.3, 0.6) * height];
  const along = random.range(0.1, 0.9);
  const [sx, sy] = {
    left: [-sw * 0.45, along * height - sh / 2],
    right: [width - sw * 0.55, along * height - sh / 2],
    top: [along * width - sw / 2, -sh * 0.45],
    bottom: [along * width - sw / 2, height - sh * 0.55],
  }[shadowEdge];
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${desk}">
<div style="position:absolute;inset:0;filter:blur(${p.blur}px)">
<div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;perspective:${p.perspective}px">
<div style="background:${p.paperColor};padding:${p.margin}px;box-shadow:0 6px 24px rgba(0,0,0,.4);transform:rotateZ(${p.rotate}deg) rotateX(${p.rotateX}deg) rotateY(${p.rotateY}deg)">
<img src="${dataUrl(paper)}" style="display:block;width:${paperWidth - 2 * p.margin}px;mix-blend-mode:multiply"></div></div>
<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${p.light.x}% ${p.light.y}%,rgba(0,0,0,0) 10%,rgba(0,0,0,${p.light.dark}) 100%);mix-blend-mode:multiply"></div>
<div style="position:absolute;inset:0;background:${p.tint};mix-blend-mode:multiply"></div>
<div style="position:absolute;left:${Math.round(sx)}px;top:${Math.round(sy)}px;width:${Math.round(sw)}px;height:${Math.round(sh)}px;border-radius:42%;background:rgba(15,15,25,${p.shadow.alpha});filter:blur(${p.shadow.blur}px);mix-blend-mode:multiply"></div>
</div></body></html>`);
    const scene = await page.screenshot({ type: 'png' });
    const seed = random.int(1, 2 ** 31);
    const jpeg = await canvasPass(page, scene, 'photo', {
      seed,
      noise: p.noise,
      type: 'image/jpeg',
      quality: p.quality / 100,
    });
    return { image: jpeg, ext: 'jpg', capture: p };
  } finally {
    await page.close();
  }
}

/**
 * A monochrome office scan of the printed slip: `sheet` is the sheet rendered at
 * device scale 2 (PNG), scanned at `dpiScale` × its CSS size, skewed on the glass.
 */
export async function monoScan(browser, sheet, { width: sheetWidth, height: sheetHeight }, random) {
  const p = {
    dpiScale: round(random.range(1.3, 2)),
    skew: round(random.pick([-1, 1]) * random.range(0.5, 3.5), 1),
    blur: round(random.range(0.2, 0.9)),
    noise: Math.round(random.range(8, 22)),
    threshold: random.int(140, 185),
    specks: random.int(300, 2500),
    speckSize: round(random.range(1, 2.6), 1),
    dropouts: random.int(200, 3000),
    edge: random.chance(0.5) ? random.pick(['left', 'top', 'right']) : 'none',
  };
  const margin = 40;
  const [width, height] = [
    Math.round((sheetWidth + 2 * margin) * p.dpiScale),
    Math.round((sheetHeight + 2 * margin) * p.dpiScale),
  ];
  const edgeCss =
    p.edge === 'none'
      ? ''
      : `<div style="position:absolute;${p.edge}:0;${p.edge === 'top' ? 'left:0;right:0;height' : 'top:0;bottom:0;width'}:${Math.round(14 * p.dpiScale)}px;background:linear-gradient(${{ left: '90deg', right: '270deg', top: '180deg' }[p.edge]},#444,#bbb)"></div>`;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;background:#fff">
<img src="${dataUrl(sheet)}" style="position:absolute;left:${margin * p.dpiScale}px;top:${margin * p.dpiScale}px;width:${Math.round(sheetWidth * p.dpiScale)}px;transform:rotate(${p.skew}deg)">
${edgeCss}</body></html>`);
    const glass = await page.screenshot({ type: 'png' });
    const png = await canvasPass(page, glass, 'scan', {
      ...p,
      seed: random.int(1, 2 ** 31),
      type: 'image/png',
    });
    return { image: png, ext: 'png', capture: p };
  } finally {
    await page.close();
  }
}
