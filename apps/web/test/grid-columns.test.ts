import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A CSS grid without column templates sizes its one implicit column to the
 * widest thing in it, and a track written `1fr` never goes below its
 * content's width: a card holding a one-line company name then makes the
 * whole page scroll sideways on a 320-px phone (WCAG 1.4.10, e2e
 * reflow.spec.ts). Every grid in the web's markup names its narrow-screen
 * columns (`grid-cols-1`, which is `minmax(0, 1fr)`), and arbitrary templates
 * write their flexible tracks `minmax(0, Nfr)`.
 */
const appDir = path.resolve(__dirname, '../app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The class lists of a file: every string or template literal that holds a class token list with `grid`. */
function classLists(source: string): string[] {
  const literals = source.match(/(["'`])(?:(?!\1)[^\\\n]|\\.)*\1/g) ?? [];
  return literals.map((literal) => literal.slice(1, -1)).filter((text) => /(^|\s)grid(\s|$)/.test(text));
}

function gridProblems(classList: string): string[] {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  if (tokens.includes('grid') && !tokens.some((token) => token.startsWith('grid-cols-'))) {
    problems.push('a grid without grid-cols-… for narrow screens');
  }
  for (const token of tokens) {
    const template = /grid-cols-\[([^\]]+)\]/.exec(token)?.[1];
    if (template?.split('_').some((track) => /^\d*\.?\d+fr$/.test(track))) {
      problems.push(`${token}: a bare fr track (write minmax(0,Nfr))`);
    }
  }
  return problems;
}

describe('grid columns in the markup', () => {
  it('finds the two mistakes it is for', () => {
    expect(gridProblems('grid gap-4 lg:grid-cols-2')).toHaveLength(1);
    expect(gridProblems('grid grid-cols-1 gap-6 lg:grid-cols-[20rem_1fr]')).toHaveLength(1);
    expect(gridProblems('grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]')).toEqual([]);
    expect(gridProblems('md:grid md:grid-cols-[15rem_minmax(0,1fr)]')).toEqual([]);
  });

  it('every grid of the web names its narrow columns and keeps its flexible tracks shrinkable', () => {
    const found: string[] = [];
    let grids = 0;
    for (const file of sourceFiles(appDir)) {
      for (const classList of classLists(readFileSync(file, 'utf8'))) {
        grids += 1;
        for (const problem of gridProblems(classList)) found.push(`${path.relative(appDir, file)}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
    // It read the markup: the site has dozens of grids.
    expect(grids).toBeGreaterThan(30);
  });
});
