import { bankingGuide } from './banking';
import { housingGuide } from './housing';
import { incomeTaxGuide } from './income-tax';
import { labourContractGuide } from './labour-contract';
import { residenceGuide } from './residence';
import { socialInsuranceGuide } from './social-insurance';
import type { Guide } from './types';
import { workPermitGuide } from './work-permit';
import { workplaceGuide } from './workplace';

export type { Bilingual, BilingualBlock, Guide, GuideSection, GuideSource } from './types';

/**
 * The guide documents, /guides/file10000 … file10007, in the order of
 * GUIDE_FILE_IDS. The web page, the server's PDF and the sitemap all read
 * them from here, so a guide is written once in both languages.
 */
export const GUIDES: readonly Guide[] = [
  workPermitGuide,
  residenceGuide,
  incomeTaxGuide,
  socialInsuranceGuide,
  labourContractGuide,
  bankingGuide,
  housingGuide,
  workplaceGuide,
];

/** The guide with this id, or undefined. */
export const guideById = (id: number): Guide | undefined => GUIDES.find((guide) => guide.id === id);

/** The guide of a `fileNNNNN` key (the page segment and the reading record's key), or undefined. */
export function guideByFileKey(key: string): Guide | undefined {
  const match = /^file(\d{5})$/.exec(key);
  return match ? guideById(Number(match[1])) : undefined;
}
