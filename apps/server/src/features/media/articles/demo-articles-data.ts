import type { Language } from '@libero/shared/i18n/languages';
import type { ArticleKind, ArticleStep } from '@libero/shared/media/articles';

type Text = { title: string; summary: string; body: string };

/** One demo article: its kind, the steps it went through, its texts and what it is about. */
export type DemoArticle = {
  kind: ArticleKind;
  steps: readonly ArticleStep[];
  texts: Partial<Record<Language, Text>> & { en: Text };
  tags: readonly string[];
  /** Linked to the first demo player, volleyball tournament or beach tournament. */
  links: readonly ('player' | 'volleyTournament' | 'beachTournament')[];
  cover?: boolean;
  daysAgo: number;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    kind: 'article',
    steps: ['submit', 'publish'],
    texts: {
      en: {
        title: 'Champions crowned after a five-set final',
        summary: 'The home side came back from two sets down to lift the trophy.',
        body: `<h2>A night to remember</h2>${p('Down <strong>0-2</strong>, the home side won three sets in a row.', 'The captain was named <em>most valuable player</em>.')}`,
      },
      fr: {
        title: 'Sacre au terme d’une finale en cinq sets',
        summary: 'L’équipe locale est revenue de deux sets à zéro pour soulever le trophée.',
        body: `<h2>Une soirée inoubliable</h2>${p('Menée <strong>0-2</strong>, l’équipe locale a enchaîné trois sets.', 'La capitaine a été élue <em>meilleure joueuse</em>.')}`,
      },
      es: {
        title: 'Campeonas tras una final a cinco sets',
        summary: 'El equipo local remontó dos sets para levantar el trofeo.',
        body: `<h2>Una noche para recordar</h2>${p('Con <strong>0-2</strong> en contra, el equipo local ganó tres sets seguidos.')}`,
      },
    },
    tags: ['final', 'indoor'],
    links: ['volleyTournament', 'player'],
    cover: true,
    daysAgo: 3,
  },
  {
    kind: 'pressRelease',
    steps: ['submit', 'publish'],
    texts: {
      en: {
        title: 'New beach season calendar announced',
        summary: 'Twelve tournaments on four continents.',
        body: p(
          'The federation publishes the calendar of the coming beach season.',
          '<a href="https://example.org/calendar">See the full calendar</a>.',
        ),
      },
      fr: {
        title: 'Annonce du calendrier de la saison de beach-volley',
        summary: 'Douze tournois sur quatre continents.',
        body: p('La fédération publie le calendrier de la prochaine saison de beach-volley.'),
      },
    },
    tags: ['beach', 'calendar'],
    links: ['beachTournament'],
    daysAgo: 8,
  },
  {
    kind: 'article',
    steps: ['submit', 'publish'],
    texts: {
      en: {
        title: 'Young setter signs her first professional contract',
        summary: 'At nineteen, she joins one of the league’s top clubs.',
        body: p('A rising star of the national youth team turns professional.'),
      },
    },
    tags: ['transfer'],
    links: ['player'],
    daysAgo: 15,
  },
  {
    kind: 'article',
    steps: ['submit'],
    texts: {
      en: {
        title: 'Preview: the qualification tournament',
        summary: 'Eight teams, two places at stake.',
        body: p('Who will make it to the finals? Our preview of the qualification tournament.'),
      },
      es: {
        title: 'Previa: el torneo de clasificación',
        summary: 'Ocho equipos, dos plazas en juego.',
        body: p('¿Quién llegará a la fase final? Nuestra previa del torneo de clasificación.'),
      },
    },
    tags: ['indoor', 'preview'],
    links: ['volleyTournament'],
    daysAgo: 1,
  },
  {
    kind: 'pressRelease',
    steps: [],
    texts: {
      en: {
        title: 'Statement on the refereeing seminar',
        summary: 'Draft: dates to be confirmed.',
        body: p('The refereeing seminar will take place in the spring.'),
      },
    },
    tags: ['referees'],
    links: [],
    daysAgo: 0,
  },
  {
    kind: 'article',
    steps: ['submit', 'sendBack'],
    texts: {
      en: {
        title: 'Interview with the national coach',
        summary: 'On the road to the world championship.',
        body: p('We met the national coach after the last training camp.'),
      },
    },
    tags: ['interview'],
    links: ['player'],
    daysAgo: 2,
  },
  {
    kind: 'article',
    steps: ['submit', 'publish', 'archive'],
    texts: {
      en: {
        title: 'Last season in numbers',
        summary: 'Attendance, matches and records of last season.',
        body: p('Over 400 matches were played last season.'),
      },
      fr: {
        title: 'La saison dernière en chiffres',
        summary: 'Affluence, matchs et records de la saison dernière.',
        body: p('Plus de 400 matchs ont été joués la saison dernière.'),
      },
    },
    tags: ['statistics'],
    links: [],
    daysAgo: 120,
  },
  {
    kind: 'pressRelease',
    steps: ['submit', 'publish'],
    texts: {
      en: {
        title: 'Media accreditation opens for the finals',
        summary: 'Journalists and photographers may apply until the end of the month.',
        body: p('Accreditation requests are made in the media area of the platform.'),
      },
      fr: {
        title: 'Ouverture des accréditations média pour les finales',
        summary: 'Journalistes et photographes peuvent postuler jusqu’à la fin du mois.',
        body: p('Les demandes d’accréditation se font dans l’espace média de la plateforme.'),
      },
      es: {
        title: 'Abren las acreditaciones de prensa para las finales',
        summary: 'Periodistas y fotógrafos pueden solicitarla hasta fin de mes.',
        body: p('Las solicitudes de acreditación se hacen en el área de medios de la plataforma.'),
      },
    },
    tags: ['media', 'accreditation'],
    links: ['volleyTournament'],
    daysAgo: 5,
  },
];

/** What some demo tags are for, as a press officer would describe them. */
export const DEMO_TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  beach: 'Beach volleyball: World Tour, continental tours and championships',
  indoor: 'Indoor volleyball: national teams and clubs',
  final: 'Reports of finals and medal matches',
  transfer: 'International transfers of players',
  accreditation: 'Media accreditation to events',
};
