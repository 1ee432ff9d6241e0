import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@libero/shared/i18n/languages';
import { HELP_GUIDE_IDS } from '../../lib/help-link';
import { GUIDE_INFO } from './guides';
import { foldText, guidesQuery, parseGuide, searchGuides } from './guide-text';

const guidesIn = async (language: (typeof LANGUAGES)[number]) => {
  const { queryFn } = guidesQuery(language);
  return (queryFn as () => ReturnType<NonNullable<typeof queryFn>>)();
};

describe('parseGuide', () => {
  it('reads the title, the introduction and one step per second-level heading', () => {
    expect(parseGuide('# Title\n\nIntro **bold**.\n\n## First\n\nBody 1.\n\nMore.\n\n## Second\nBody 2.\n')).toEqual({
      title: 'Title',
      intro: 'Intro **bold**.',
      steps: [
        { title: 'First', body: 'Body 1.\n\nMore.' },
        { title: 'Second', body: 'Body 2.' },
      ],
    });
  });
});

describe('the guides', () => {
  it.each(LANGUAGES)('exist in %s, each with 4 to 7 steps and its pictures on steps it has', async (language) => {
    const guides = await guidesIn(language);
    expect(guides.map((guide) => guide.id)).toEqual([...HELP_GUIDE_IDS]);
    for (const guide of guides) {
      expect(guide.title, guide.id).not.toBe('');
      expect(guide.intro, guide.id).not.toBe('');
      expect(guide.steps.length, guide.id).toBeGreaterThanOrEqual(4);
      expect(guide.steps.length, guide.id).toBeLessThanOrEqual(7);
      for (const step of GUIDE_INFO[guide.id].pictureSteps)
        expect(step, guide.id).toBeLessThanOrEqual(guide.steps.length);
    }
  });

  it('have as many steps in every language as in English', async () => {
    const english = await guidesIn('en');
    for (const language of LANGUAGES) {
      const steps = (await guidesIn(language)).map((guide) => guide.steps.length);
      expect(steps, language).toEqual(english.map((guide) => guide.steps.length));
    }
  });

  it('are found by words of their text, without accents or capitals', async () => {
    const french = await guidesIn('fr');
    expect(foldText('Équipe Élève')).toBe('equipe eleve');
    expect(searchGuides(french, 'DECLARATION joueur').map((guide) => guide.id)).toEqual(['file-legal-case']);
    expect(searchGuides(french, '')).toHaveLength(HELP_GUIDE_IDS.length);
    expect(searchGuides(french, 'xylophone')).toEqual([]);
  });
});
