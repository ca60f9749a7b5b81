import { describe, expect, it } from 'vitest';
import { joinWords, labelled } from './punctuation';

describe('punctuation between words', () => {
  it('joins lists and labels as each language writes them', () => {
    expect(joinWords(['Full time', 'Remote'], 'en')).toBe('Full time, Remote');
    expect(joinWords(['全职', '远程'], 'zh')).toBe('全职、远程');
    expect(labelled('Experience', 'Engineer', 'en')).toBe('Experience: Engineer');
    expect(labelled('工作经历', '工程师', 'zh')).toBe('工作经历：工程师');
  });
});
