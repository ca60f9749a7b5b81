import { catalogues } from '@jobbridge/shared';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/catalogue';
import { translatorFor } from '../../i18n/create';
import { TranslatorContext } from '../../i18n/use-translation';
import { ReviewOutcome } from './ReviewOutcome';

beforeAll(() => registerCatalogues(catalogues));

const render = (locale: 'en' | 'zh', status: Parameters<typeof ReviewOutcome>[0]['status']) =>
  renderToString(
    <TranslatorContext.Provider value={translatorFor(locale)}>
      <ReviewOutcome status={status} />
    </TranslatorContext.Provider>,
  );

const approved = {
  company_id: 1,
  verification_status: 'approved' as const,
  review: null,
  license_status: 'approved' as const,
  license: null,
  suspended: false,
  suspension: null,
  certificates: [],
};

describe('ReviewOutcome', () => {
  it('shows nothing once everything is approved', () => {
    expect(render('en', approved)).toBe('');
  });

  it("shows a refused licence's reason and note, in the page's language", () => {
    const status = (label: string) => ({
      ...approved,
      license_status: 'rejected' as const,
      license: { reason: 'nameMismatch', reason_label: label, note: 'The name differs.' },
    });
    const en = render('en', status('The name does not match the licence'));
    expect(en).toContain('Business licence');
    expect(en).toContain('Reason: The name does not match the licence.');
    expect(en).toContain('The name differs.');
    const zh = render('zh', status('名称与营业执照不符'));
    expect(zh).toContain('营业执照');
    expect(zh).toContain('原因：名称与营业执照不符。');
  });
});
