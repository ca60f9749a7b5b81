import { randomFillSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadSharp } from '../../lib/load-sharp';

/**
 * Draws the picture of a captcha as pixels: no vector shape, no text and no
 * metadata reaches the browser, only a WebP of a noisy, warped image (about
 * 8 KB). Each character is taken from a bold font (rendered once per process
 * by sharp's text input, which needs no system font), then scaled, stretched,
 * rotated, sheared, given its own stroke weight and set touching its
 * neighbours; two thin strokes in the characters' colours cross the text;
 * long waves and short ripples bend the whole picture, which is then
 * sprinkled with coloured specks and per-pixel grain. Drawing the same text
 * twice never gives the same picture, so a script has no fixed shape to match
 * (picture.test.ts: a template-matching solver that reads plain text reads
 * about a third of these characters and no whole answer).
 *
 * Readability for people comes first: dark characters on a light ground,
 * large glyphs (about 60 % of the height), crossing strokes thinner than the
 * letters, no look-alike characters (the alphabet of captcha.ts), and warps
 * mild enough to keep each letter whole. Drawing one costs about 10 ms of CPU.
 */

/** Pixel size of the picture; the page shows it at 120 x 40 CSS pixels (2x for sharp screens). */
export const PICTURE_WIDTH = 240;
export const PICTURE_HEIGHT = 80;

const require = createRequire(import.meta.url);
/** Noto Sans SC Bold (OFL), already shipped for the resume PDF. */
const FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');
/** Size a glyph is rendered at before each drawing scales it to about 60 % of the picture's height. */
const GLYPH_FONT = 'Noto Sans SC Bold 68';

interface Mask {
  width: number;
  height: number;
  /** Coverage 0..1, row by row. */
  alpha: Float32Array;
}

/** A fast generator seeded from the system's random source per picture (sfc32; state in typed memory, no garbage). */
function generator(): () => number {
  const state = randomFillSync(new Uint32Array(4));
  return () => {
    const t = (state[0] + state[1] + state[3]) >>> 0;
    state[3] = state[3] + 1;
    state[0] = state[1] ^ (state[1] >>> 9);
    state[1] = state[2] + (state[2] << 3);
    state[2] = ((state[2] << 21) | (state[2] >>> 11)) + t;
    return t / 4294967296;
  };
}

const glyphs = new Map<string, Promise<Mask>>();

/** The coverage mask of one character, trimmed to its ink; rendered once per process. */
function glyphMask(char: string): Promise<Mask> {
  let mask = glyphs.get(char);
  if (!mask) {
    mask = (async () => {
      // Softened edges: each drawing sets its own stroke weight by where it cuts the slope (inkAt).
      const sharp = await loadSharp();
      const rendered = await sharp({ text: { text: char, font: GLYPH_FONT, fontfile: FONT_FILE } })
        .extractChannel(0)
        .png()
        .toBuffer();
      const { data, info } = await sharp(rendered)
        .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#000000' })
        .blur(1.6)
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Trim to the ink with a 2-pixel margin (bilinear sampling needs a clear edge).
      let top = info.height;
      let bottom = -1;
      let left = info.width;
      let right = -1;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (data[y * info.width + x] > 4) {
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
            left = Math.min(left, x);
            right = Math.max(right, x);
          }
        }
      }
      if (bottom < 0) throw new Error(`the captcha font has no glyph for "${char}"`);
      const width = right - left + 5;
      const height = bottom - top + 5;
      const alpha = new Float32Array(width * height);
      for (let y = top; y <= bottom; y++) {
        for (let x = left; x <= right; x++) {
          alpha[(y - top + 2) * width + (x - left + 2)] = data[y * info.width + x] / 255;
        }
      }
      return { width, height, alpha };
    })();
    glyphs.set(char, mask);
    mask.catch(() => glyphs.delete(char));
  }
  return mask;
}

type Rgb = [number, number, number];

const distance = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

/** Ink of a softened glyph at coverage `a`, cut at `weight` (lower: bolder). */
function inkAt(a: number, weight: number): number {
  const t = (a - weight + 0.12) / 0.24;
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}

/** Dark, saturated ink colours (contrast >= 7:1 on the light ground). */
const INKS: Rgb[] = [
  [24, 38, 94],
  [110, 20, 40],
  [18, 78, 52],
  [70, 24, 100],
  [30, 30, 30],
  [120, 50, 0],
];

function sampleBilinear(mask: Mask, u: number, v: number): number {
  if (u < 0 || v < 0 || u >= mask.width - 1 || v >= mask.height - 1) return 0;
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  const i = y0 * mask.width + x0;
  const a = mask.alpha;
  return (
    a[i] * (1 - fx) * (1 - fy) +
    a[i + 1] * fx * (1 - fy) +
    a[i + mask.width] * (1 - fx) * fy +
    a[i + mask.width + 1] * fx * fy
  );
}

/** Paints `alpha` of a colour over the canvas pixel i. */
function paint(canvas: Float32Array, i: number, colour: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const k = i * 3;
  const a = Math.min(1, alpha);
  canvas[k] += (colour[0] - canvas[k]) * a;
  canvas[k + 1] += (colour[1] - canvas[k + 1]) * a;
  canvas[k + 2] += (colour[2] - canvas[k + 2]) * a;
}

/** A stroke along a cubic Bézier curve, `width` pixels wide, anti-aliased. */
function stroke(canvas: Float32Array, points: [number, number][], width: number, colour: Rgb, opacity: number): void {
  const [p0, p1, p2, p3] = points;
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const coverage = new Float32Array(W * H);
  const steps = 400;
  const r = width / 2;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const m = 1 - t;
    const x = m * m * m * p0[0] + 3 * m * m * t * p1[0] + 3 * m * t * t * p2[0] + t * t * t * p3[0];
    const y = m * m * m * p0[1] + 3 * m * m * t * p1[1] + 3 * m * t * t * p2[1] + t * t * t * p3[1];
    for (let py = Math.max(0, Math.floor(y - r - 1)); py <= Math.min(H - 1, Math.ceil(y + r + 1)); py++) {
      for (let px = Math.max(0, Math.floor(x - r - 1)); px <= Math.min(W - 1, Math.ceil(x + r + 1)); px++) {
        const d = distance(px + 0.5 - x, py + 0.5 - y);
        const c = Math.max(0, Math.min(1, r + 0.5 - d));
        if (c > coverage[py * W + px]) coverage[py * W + px] = c;
      }
    }
  }
  for (let i = 0; i < W * H; i++) paint(canvas, i, colour, coverage[i] * opacity);
}

/**
 * The picture of `text` as WebP bytes. Every call draws a different picture
 * (placement, angles, warps, strokes and noise are random).
 */
export async function drawCaptchaPicture(text: string): Promise<Buffer> {
  const random = generator();
  const between = (low: number, high: number) => low + (high - low) * random();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const masks = await Promise.all([...text].map(glyphMask));

  // A light ground: a gentle two-colour gradient and a few soft blotches.
  const canvas = new Float32Array(W * H * 3);
  const from: Rgb = [between(232, 250), between(232, 250), between(232, 250)];
  const to: Rgb = [between(225, 250), between(225, 250), between(225, 250)];
  const blotches = Array.from({ length: 5 }, () => ({
    x: between(0, W),
    y: between(0, H),
    r: between(12, 30),
    tint: [between(200, 245), between(200, 245), between(200, 245)] as Rgb,
  }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const t = x / W;
      for (let c = 0; c < 3; c++) canvas[i + c] = from[c] * (1 - t) + to[c] * t;
    }
  }
  for (const blotch of blotches) {
    for (let y = Math.max(0, Math.floor(blotch.y - blotch.r)); y < Math.min(H, blotch.y + blotch.r); y++) {
      for (let x = Math.max(0, Math.floor(blotch.x - blotch.r)); x < Math.min(W, blotch.x + blotch.r); x++) {
        const d = distance(x - blotch.x, y - blotch.y) / blotch.r;
        if (d < 1) paint(canvas, y * W + x, blotch.tint, (1 - d) * 0.6);
      }
    }
  }

  // The characters: each scaled, stretched, rotated, sheared and of its own weight, overlapping its neighbours.
  const scale = (0.6 * H) / Math.max(...masks.map((m) => m.height));
  const placed = masks.map((mask) => {
    const s = scale * between(0.88, 1.08);
    const stretch = between(0.82, 1.18);
    return { mask, s, stretch, advance: mask.width * s * stretch * between(0.84, 0.95) };
  });
  const total = placed.reduce((sum, g) => sum + g.advance, 0);
  let x = (W - total) / 2 + between(-8, 8);
  const inks: Rgb[] = [];
  for (const { mask, s, stretch, advance } of placed) {
    // Never the colour of the previous character, so neighbours that touch stay apart.
    const ink = pick(INKS.filter((colour) => colour !== inks.at(-1)));
    inks.push(ink);
    const angle = between(-0.35, 0.35);
    const shear = between(-0.16, 0.16);
    const weight = between(0.26, 0.5);
    const cx = x + advance / 2;
    const cy = H / 2 + between(-0.06, 0.06) * H;
    x += advance;
    // Inverse of (scale, shear, rotate) about the glyph's centre.
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = (Math.max(mask.width * stretch, mask.height) * s) / 1.2;
    for (let py = Math.max(0, Math.floor(cy - reach)); py < Math.min(H, Math.ceil(cy + reach)); py++) {
      for (let px = Math.max(0, Math.floor(cx - reach)); px < Math.min(W, Math.ceil(cx + reach)); px++) {
        const dx = px + 0.5 - cx;
        const dy = py + 0.5 - cy;
        const rx = cos * dx + sin * dy;
        const ry = -sin * dx + cos * dy;
        const u = (rx - shear * ry) / (s * stretch) + mask.width / 2;
        const v = ry / s + mask.height / 2;
        paint(canvas, py * W + px, ink, inkAt(sampleBilinear(mask, u, v), weight));
      }
    }
  }

  // Strokes across the text in the characters' own colours and about their stroke width.
  for (let n = 0; n < 2; n++) {
    const y0 = between(0.3, 0.7) * H;
    stroke(
      canvas,
      [
        [between(0, 0.12) * W, y0],
        [between(0.25, 0.45) * W, y0 + between(-0.45, 0.45) * H],
        [between(0.55, 0.75) * W, y0 + between(-0.45, 0.45) * H],
        [between(0.88, 1) * W, between(0.3, 0.7) * H],
      ],
      n === 0 ? between(2.5, 3.5) : between(1.5, 2.2),
      pick(inks),
      0.9,
    );
  }

  // Waves bend the whole picture: long ones (rows sideways, columns up and down) and short
  // ones at random angles that ripple each character.
  const waveX = { amplitude: between(2, 3.5), length: between(40, 70), phase: between(0, 2 * Math.PI) };
  const waveY = { amplitude: between(2.5, 4.5), length: between(70, 130), phase: between(0, 2 * Math.PI) };
  const ripple = () => {
    const angle = between(0, Math.PI);
    const length = between(18, 30);
    return {
      amplitude: between(1, 1.8),
      kx: (2 * Math.PI * Math.cos(angle)) / length,
      ky: (2 * Math.PI * Math.sin(angle)) / length,
      phase: between(0, 2 * Math.PI),
    };
  };
  const rippleX = ripple();
  const rippleY = ripple();
  const warped = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u =
        x +
        waveX.amplitude * Math.sin((2 * Math.PI * y) / waveX.length + waveX.phase) +
        rippleX.amplitude * Math.sin(rippleX.kx * x + rippleX.ky * y + rippleX.phase);
      const v =
        y +
        waveY.amplitude * Math.sin((2 * Math.PI * x) / waveY.length + waveY.phase) +
        rippleY.amplitude * Math.sin(rippleY.kx * x + rippleY.ky * y + rippleY.phase);
      const x0 = Math.max(0, Math.min(W - 2, Math.floor(u)));
      const y0 = Math.max(0, Math.min(H - 2, Math.floor(v)));
      const fx = Math.max(0, Math.min(1, u - x0));
      const fy = Math.max(0, Math.min(1, v - y0));
      const i = (y0 * W + x0) * 3;
      const below = W * 3;
      for (let c = 0; c < 3; c++) {
        warped[(y * W + x) * 3 + c] =
          canvas[i + c] * (1 - fx) * (1 - fy) +
          canvas[i + 3 + c] * fx * (1 - fy) +
          canvas[i + below + c] * (1 - fx) * fy +
          canvas[i + below + 3 + c] * fx * fy;
      }
    }
  }

  // Noise: small coloured specks, then grain on every pixel.
  for (let n = 0; n < 70; n++) {
    const cx = between(0, W);
    const cy = between(0, H);
    const r = between(0.6, 1.5);
    const colour: Rgb = random() < 0.5 ? pick(INKS) : [between(90, 200), between(90, 200), between(90, 200)];
    for (let py = Math.max(0, Math.floor(cy - 2)); py <= Math.min(H - 1, Math.ceil(cy + 2)); py++) {
      for (let px = Math.max(0, Math.floor(cx - 2)); px <= Math.min(W - 1, Math.ceil(cx + 2)); px++) {
        const d = distance(px + 0.5 - cx, py + 0.5 - cy);
        paint(warped, py * W + px, colour, Math.max(0, Math.min(1, r + 0.5 - d)) * 0.8);
      }
    }
  }
  const pixels = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H * 3; i++) {
    pixels[i] = Math.max(0, Math.min(255, Math.round(warped[i] + (random() + random() - 1) * 36)));
  }
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .webp({ quality: 80, smartSubsample: true })
    .toBuffer();
}
