import { createRequire } from 'node:module';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText } from './captcha';
import { drawCaptchaPicture, PICTURE_HEIGHT, PICTURE_WIDTH } from './picture';

/** The chunks of a RIFF (WebP) file: their four-character names. */
function riffChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    names.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

describe('the captcha picture', () => {
  it('is a bare raster WebP: no markup, no shapes, no text, no metadata', async () => {
    const text = 'KMNPR';
    const bytes = await drawCaptchaPicture(text);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    // Only image data: no EXIF, XMP or ICC chunk that could carry anything else.
    expect(riffChunks(bytes)).toEqual(['VP8 ']);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PICTURE_WIDTH, height: PICTURE_HEIGHT });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // What the old attack read (one <path d="..."> outline per character) is not there; neither is the answer.
    for (const encoding of ['latin1', 'utf8', 'utf16le'] as const) {
      const content = bytes.toString(encoding);
      expect(content).not.toMatch(/<svg|<path|<text|\bd="M/i);
      expect(content).not.toContain(text);
    }
  });

  it('never draws the same text the same way twice', async () => {
    const [a, b] = await Promise.all([drawCaptchaPicture('ACEFH'), drawCaptchaPicture('ACEFH')]);
    expect(a.equals(b)).toBe(false);
    const [pa, pb] = await Promise.all([a, b].map((bytes) => sharp(bytes).greyscale().raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < pa.length; i++) if (Math.abs(pa[i] - pb[i]) > 48) differing++;
    // Not a shifted copy of one drawing: a large share of the pixels changes.
    expect(differing / pa.length).toBeGreaterThan(0.1);
  });

  it('keeps the characters dark on a light ground (readable by people)', async () => {
    const grey = await sharp(await drawCaptchaPicture(randomCaptchaText()))
      .greyscale()
      .raw()
      .toBuffer();
    const sorted = [...grey].sort((x, y) => x - y);
    const ground = sorted[Math.floor(sorted.length * 0.5)];
    const ink = sorted[Math.floor(sorted.length * 0.05)];
    expect(ground).toBeGreaterThan(190);
    expect(ink).toBeLessThan(110);
  });
});

/**
 * A solver that knows what the attacker can know: the alphabet, the font and
 * the size of the characters. It slides each character's upright template
 * along the picture and reads the five best non-overlapping matches. It reads
 * the characters set plainly in a row; on the captcha it must fail.
 */
describe('a template-matching solver', () => {
  const SCALE = 0.5;
  const W = Math.round(PICTURE_WIDTH * SCALE);
  const H = Math.round(PICTURE_HEIGHT * SCALE);
  const GLYPH_HEIGHT = Math.round(0.6 * PICTURE_HEIGHT * SCALE);
  const templates = new Map<string, { width: number; ink: Float32Array; sum: number }>();
  const require = createRequire(import.meta.url);
  const fontfile = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

  beforeAll(async () => {
    for (const char of CAPTCHA_ALPHABET) {
      const { data, info } = await sharp({ text: { text: char, font: 'Noto Sans SC Bold 68', fontfile } })
        .extractChannel(0)
        .trim({ background: '#000000', threshold: 24 })
        .resize({ height: GLYPH_HEIGHT })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const ink = Float32Array.from(data, (value) => (value > 127 ? 1 : 0));
      templates.set(char, { width: info.width, ink, sum: ink.reduce((s, v) => s + v, 0) });
    }
  });

  /** Ink (dark pixels) of a picture at the solver's scale. */
  async function inkOf(picture: Buffer): Promise<Float32Array> {
    const grey = await sharp(picture).resize(W, H).greyscale().raw().toBuffer();
    return Float32Array.from(grey, (value) => (value < 150 ? 1 : 0));
  }

  function solve(ink: Float32Array): string {
    const matches: { score: number; x: number; width: number; char: string }[] = [];
    for (const [char, template] of templates) {
      for (let x = 0; x + template.width <= W; x++) {
        let best = 0;
        for (
          let y = Math.max(0, (H - GLYPH_HEIGHT) / 2 - 4);
          y <= Math.min(H - GLYPH_HEIGHT, (H - GLYPH_HEIGHT) / 2 + 4);
          y++
        ) {
          let both = 0;
          let inPatch = 0;
          for (let ty = 0; ty < GLYPH_HEIGHT; ty++) {
            const row = (y + ty) * W + x;
            const trow = ty * template.width;
            for (let tx = 0; tx < template.width; tx++) {
              const pixel = ink[row + tx];
              inPatch += pixel;
              both += pixel * template.ink[trow + tx];
            }
          }
          // Dice overlap of the template's ink and the picture's ink under it.
          best = Math.max(best, (2 * both) / (template.sum + inPatch || 1));
        }
        matches.push({ score: best, x, width: template.width, char });
      }
    }
    matches.sort((a, b) => b.score - a.score);
    const chosen: typeof matches = [];
    for (const match of matches) {
      if (chosen.length === 5) break;
      const centre = match.x + match.width / 2;
      if (chosen.every((c) => Math.abs(c.x + c.width / 2 - centre) > (c.width + match.width) / 3)) chosen.push(match);
    }
    return chosen
      .sort((a, b) => a.x - b.x)
      .map((c) => c.char)
      .join('');
  }

  /** The characters set upright in a row on white: what the solver is made for. */
  async function plainPicture(text: string): Promise<Buffer> {
    const glyphs = await Promise.all(
      [...text].map((char) =>
        sharp({
          text: {
            text: `<span foreground="#202020">${char}</span>`,
            font: 'Noto Sans SC Bold 68',
            fontfile,
            rgba: true,
          },
        })
          .trim({ threshold: 10 })
          .resize({ height: Math.round(0.6 * PICTURE_HEIGHT) })
          .png()
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    let left = Math.round((PICTURE_WIDTH - glyphs.reduce((s, g) => s + g.info.width + 4, 0)) / 2);
    const top = Math.round(0.2 * PICTURE_HEIGHT);
    const composite = glyphs.map((glyph) => {
      const at = { input: glyph.data, left, top };
      left += glyph.info.width + 4;
      return at;
    });
    return sharp({ create: { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, channels: 3, background: '#ffffff' } })
      .composite(composite)
      .png()
      .toBuffer();
  }

  it('reads plain text but not the captcha', async () => {
    const runs = 16;
    let plainSolved = 0;
    let captchaSolved = 0;
    let captchaCharacters = 0;
    for (let i = 0; i < runs; i++) {
      const text = randomCaptchaText();
      if (solve(await inkOf(await plainPicture(text))) === text) plainSolved++;
      const answer = solve(await inkOf(await drawCaptchaPicture(text)));
      if (answer === text) captchaSolved++;
      for (let k = 0; k < text.length; k++) if (answer[k] === text[k]) captchaCharacters++;
    }
    // The solver misreads about one plain picture in 180 (5 of 900 measured): two misses in 16 happened about
    // once in 200 runs and failed CI; three are about once in 5,000.
    expect(plainSolved).toBeGreaterThanOrEqual(runs - 2);
    // Measured over 80 runs: no answer read whole, about a third of the characters (luck allows a stray one).
    expect(captchaSolved).toBeLessThanOrEqual(2);
    expect(captchaCharacters / (runs * 5)).toBeLessThan(0.55);
  }, 60_000);
});
