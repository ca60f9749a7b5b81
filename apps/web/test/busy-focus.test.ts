import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A control that becomes `disabled` while its own action runs drops the
 * keyboard's focus to the page: a keyboard or screen-reader user who pressed
 * Save starts again from the top of the page. Busy controls are
 * `aria-disabled` and ignore presses instead (`components/ui/BusyButton`, and
 * the same by hand on a select, a radio or a file box); `disabled` stays for
 * a control that cannot be used yet (nothing typed, nothing chosen).
 */
const appDir = path.resolve(__dirname, '../app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The words that name an action in flight, as the web's components call their flags (`!busy` is not one). */
const IN_FLIGHT =
  /(?<![!\w.])(busy|saving|sending|uploading|posting|applying|switching|submitting|pending|unsaving|loading\w*|countdown)\b/i;

/** `disabled={…}` props (not aria-disabled) whose expression is an action in flight, with their lines. */
function busyDisabled(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?<![-\w])disabled=\{([^}]*)\}/g)) {
    if (!IN_FLIGHT.test(match[1])) continue;
    const line = source.slice(0, match.index).split('\n').length;
    found.push(`${line}: disabled={${match[1]}}`);
  }
  return found;
}

describe('busy controls keep their focus', () => {
  it('finds a control disabled while busy', () => {
    expect(busyDisabled('<button disabled={busy || !name}>')).toEqual(['1: disabled={busy || !name}']);
    expect(busyDisabled('<input\n  disabled={uploading} />')).toEqual(['2: disabled={uploading}']);
    expect(busyDisabled('<BusyButton busy={busy} aria-disabled={busy} disabled={!text.trim()}>')).toEqual([]);
    expect(busyDisabled('<button disabled={!canSend && !sending}>')).toEqual([]);
  });

  it('no control of the web is disabled while its action runs', () => {
    const problems = sourceFiles(appDir).flatMap((file) =>
      busyDisabled(readFileSync(file, 'utf8')).map((problem) => `${path.relative(appDir, file)}:${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
