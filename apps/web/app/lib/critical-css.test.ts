import { describe, expect, it } from 'vitest';
import { criticalCss, indexStylesheet, markupClasses, selectorClasses } from './critical-css';

const SHEET =
  '/*! tailwindcss */@layer theme{:root{--spacing:.25rem}}@layer base{*{margin:0}}@layer components;' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.top-0\\.5{top:.125rem}.md\\:grid{display:grid}' +
  '.content-\\[\\"\\{\\"\\]{--tw-content:"{"}' +
  '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}.hover\\:bg-white:hover{background:#fff}}' +
  '@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{background:color-mix(in oklab, #fff 95%, transparent)}}' +
  '.\\32xl\\:p-4{padding:1rem}.\\[\\&_a\\]\\:underline a{text-decoration:underline}[hidden]{display:none}}' +
  '@property --tw-content{syntax:"*";inherits:false;initial-value:""}@keyframes spin{to{transform:rotate(1turn)}}';

describe('the stylesheet of a first page', () => {
  const index = indexStylesheet(SHEET);

  it('reads class names as class attributes write them', () => {
    expect(selectorClasses('.top-0\\.5')).toEqual(['top-0.5']);
    expect(selectorClasses('.md\\:grid')).toEqual(['md:grid']);
    expect(selectorClasses('.\\32xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(selectorClasses('.hover\\:underline:hover')).toEqual(['hover:underline']);
    expect(selectorClasses('.\\[\\&_a\\]\\:underline a')).toEqual(['[&_a]:underline']);
    expect(selectorClasses('[hidden]')).toEqual([]);
    expect(markupClasses('<p class="flex  md:grid">x</p><a class="[&amp;_a]:underline"></a>')).toEqual(
      new Set(['flex', 'md:grid', '[&_a]:underline']),
    );
  });

  it("keeps everything but the utilities the markup does not use, in the stylesheet's order", () => {
    expect(index).not.toBeNull();
    const used = markupClasses('<div class="flex hover:underline top-0.5 2xl:p-4"><a class="[&amp;_a]:underline">');
    const css = criticalCss(index!, used);
    expect(css).toBe(
      '/*! tailwindcss */@layer theme{:root{--spacing:.25rem}}@layer base{*{margin:0}}@layer components;' +
        '@layer utilities{.flex{display:flex}.top-0\\.5{top:.125rem}' +
        '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}' +
        '.\\32xl\\:p-4{padding:1rem}.\\[\\&_a\\]\\:underline a{text-decoration:underline}[hidden]{display:none}}' +
        '@property --tw-content{syntax:"*";inherits:false;initial-value:""}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a whole group or nothing of it, and everything for a page that uses every class', () => {
    const css = criticalCss(index!, new Set(['bg-white/95']));
    expect(css).toContain('@supports (color:color-mix(in lab, red, red)){.bg-white\\/95{');
    expect(css).not.toContain('@media (hover:hover)');
    const all = new Set(index!.rules.flatMap((rule) => rule.classes));
    expect(criticalCss(index!, all)).toBe(SHEET);
  });

  it('skips braces in strings, and sends a stylesheet without utilities whole', () => {
    expect(criticalCss(index!, new Set(['content-["{"]']))).toContain('.content-\\[\\"\\{\\"\\]{--tw-content:"{"}');
    expect(indexStylesheet('body{margin:0}')).toBeNull();
  });
});
