import { GUIDE_FILE_IDS } from '@jobbridge/shared';

/** The guide id of a `fileNNNNN` segment, or null when it is not one of GUIDE_FILE_IDS. */
export function guideIdOf(segment: string): number | null {
  const match = /^file(\d{5})$/.exec(segment);
  const id = match ? Number(match[1]) : Number.NaN;
  return (GUIDE_FILE_IDS as readonly number[]).includes(id) ? id : null;
}
