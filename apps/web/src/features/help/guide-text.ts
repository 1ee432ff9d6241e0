import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@libero/shared/i18n/languages';
import { HELP_GUIDE_IDS, type HelpGuideId } from '../../lib/help-link';
import { GUIDE_INFO, type GuideInfo } from './guides';

export type GuideStep = { title: string; body: string };

/** A guide in one language: its text (from Markdown) and what the index says of it. */
export type Guide = GuideInfo & {
  id: HelpGuideId;
  title: string;
  intro: string;
  steps: GuideStep[];
  /** Its title, introduction and steps as plain words, for the search. */
  searchText: string;
};

/**
 * A guide's Markdown: `# Title`, an introduction, then one `## Step` section per step (its body
 * is Markdown too). Anything before the title is ignored.
 */
export function parseGuide(markdown: string): Pick<Guide, 'title' | 'intro' | 'steps'> {
  const text = markdown.replace(/\r\n?/g, '\n');
  const [head = '', ...sections] = text.split(/^## /m);
  const titleLine = /^# (.+)$/m.exec(head);
  const title = titleLine?.[1]?.trim() ?? '';
  const intro = titleLine ? head.slice(titleLine.index + titleLine[0].length).trim() : head.trim();
  const steps = sections.map((section) => {
    const newline = section.indexOf('\n');
    return newline === -1
      ? { title: section.trim(), body: '' }
      : { title: section.slice(0, newline).trim(), body: section.slice(newline + 1).trim() };
  });
  return { title, intro, steps };
}

/** Lower case, without accents: "Équipe" and "equipe" are the same word to the search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Markdown as the words a reader sees: no emphasis marks, link text without its address. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The guides with every word of `query` in their text (accents and capitals aside); all of them for an empty query. */
export function searchGuides(guides: readonly Guide[], query: string): Guide[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return guides.filter((guide) => words.every((word) => guide.searchText.includes(word)));
}

const files = import.meta.glob<string>('./guides/*/*.md', { query: '?raw', import: 'default' });

async function loadGuide(language: Language, id: HelpGuideId): Promise<Guide> {
  const load = files[`./guides/${language}/${id}.md`] ?? files[`./guides/en/${id}.md`];
  if (!load) throw new Error(`No help guide ${id}`);
  const text = parseGuide(await load());
  const words = [text.title, text.intro, ...text.steps.flatMap((step) => [step.title, step.body])];
  return { id, ...GUIDE_INFO[id], ...text, searchText: foldText(plainText(words.join(' '))) };
}

/** Every guide in `language`, in the help page's order (each file is a chunk of its own). */
export const guidesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['help', 'guides', language],
    queryFn: () => Promise.all(HELP_GUIDE_IDS.map((id) => loadGuide(language, id))),
    staleTime: Infinity,
  });
