import { catalogues } from '@jobbridge/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/catalogue';
import { translatorFor } from '../../i18n/create';
import { TranslatorContext } from '../../i18n/use-translation';
import { Pagination } from './Pagination';

beforeAll(() => registerCatalogues(catalogues));

/** The paging links of /companies?page=<page> as [text, href] pairs ('' for a page that is no link). */
function links(page: number, totalPages: number): [string, string][] {
  const html = renderToString(
    <TranslatorContext.Provider value={translatorFor('en')}>
      <MemoryRouter initialEntries={[`/companies?page=${page}`]}>
        <Pagination page={page} totalPages={totalPages} />
      </MemoryRouter>
    </TranslatorContext.Provider>,
  );
  return [...html.matchAll(/<(a|span)([^>]*)>([^<]*)<\/\1>/g)].map(([, , attributes, text]) => [
    text,
    (attributes.match(/href="([^"]*)"/)?.[1] ?? '').replace(/&amp;/g, '&'),
  ]);
}

describe('Pagination', () => {
  it('shows the pages around the current one', () => {
    expect(links(2, 3)).toEqual([
      ['Previous', '/companies'],
      ['1', '/companies'],
      ['2', '/companies?page=2'],
      ['3', '/companies?page=3'],
      ['Next', '/companies?page=3'],
    ]);
  });

  it('past the last page, shows the last pages and leads back to the last one', () => {
    // An old link to page 500 of a list that now has 3 pages.
    expect(links(500, 3)).toEqual([
      ['Previous', '/companies?page=3'],
      ['1', '/companies'],
      ['2', '/companies?page=2'],
      ['3', '/companies?page=3'],
      ['Next', ''],
    ]);
  });
});
