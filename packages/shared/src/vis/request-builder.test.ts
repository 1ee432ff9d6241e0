import { describe, expect, it } from 'vitest';
import { buildRequest, buildRequests, del, get, getList, save, type VisRequest } from './request-builder';

// This package compiles without Node's types (it also runs in the browser), so the few Node calls
// the sample check makes are typed here rather than loading @types/node for the whole package.
type NodeFs = {
  existsSync: (path: string) => boolean;
  readdirSync: (path: string) => string[];
  readFileSync: (path: string, encoding: 'utf8') => string;
};
type NodeUrl = { fileURLToPath: (url: string) => string };
const { existsSync, readdirSync, readFileSync } = (await import('node:fs' as string)) as NodeFs;
const { fileURLToPath } = (await import('node:url' as string)) as NodeUrl;
const testFileUrl = (import.meta as unknown as { url: string }).url;
const samplesDir = fileURLToPath(testFileUrl.replace(/[^/]*$/, '../../../../../shared/vis-samples'));

const words = (list: string): string[] => list.split(' ');
const client = { style: 'client' } as const;

const beachMatchFields = words(
  'No NoTournament NoRound NoTeamA NoTeamB NoInTournament MatchPointsA MatchPointsB DateTimeLocal LocalDate LocalTime ResultType Status NoPlayerA1 NoPlayerA2 NoPlayerB1 NoPlayerB2 TeamAName TeamBName PointsTeamASet1 PointsTeamASet2 PointsTeamASet3 PointsTeamBSet1 PointsTeamBSet2 PointsTeamBSet3 DurationSet1 DurationSet2 DurationSet3 Court RoundCode RoundName TournamentCode TournamentName WinnerRank LoserRank BeginDateTimeUtc',
);
const beachRoundFields = words(
  'No NoTournament NoInTournament Code Name Bracket Phase StartDate EndDate Version RankMethod',
);
const beachTeamFields = words(
  'No NoTournament NoPlayer1 NoPlayer2 Name CountryCode ConfederationCode Status Rank EarnedPointsTeam EarnedPointsPlayer PositionInMainDraw PositionInQualification IsInMainDraw IsInQualification TournamentName TournamentTitle',
);
const beachTournamentFields = words(
  'No Name Code CountryCode City StartDate EndDate Season Gender Type Status NoEvent Title Version StartDateMainDraw EndDateMainDraw StartDateQualification EndDateQualification NbTeamsMainDraw NbTeamsQualification',
);
const eventFields = words('No Code Name StartDate EndDate Type Version NoParentEvent CountryCode HasBeachTournament');

// How each recorded request is produced; the old clients always used the `Fields` name.
const sampleBuilds: Record<string, () => string> = {
  GetBeachMatch: () =>
    buildRequest(get('BeachMatch', 103, { fields: beachMatchFields, fieldsAttribute: 'Fields' }), client),
  GetBeachMatchList: () =>
    buildRequest(
      getList('BeachMatch', {
        fields: beachMatchFields,
        fieldsAttribute: 'Fields',
        attributes: { Filter: "NoTournament='2'" },
      }),
      client,
    ),
  GetBeachOlympicSelectionRanking: () =>
    buildRequests(
      [
        {
          type: 'GetBeachOlympicSelectionRanking',
          fields: words(
            'Position TeamName TeamCountryCode NbParticipations SelectionRank Points Status NoPlayer1 NoPlayer2 GamesYear',
          ),
          fieldsAttribute: 'Fields',
          attributes: { Gender: 'W' },
        },
      ],
      client,
    ),
  GetBeachRound: () =>
    buildRequests([get('BeachRound', 335652, { fields: beachRoundFields, fieldsAttribute: 'Fields' })], client),
  GetBeachRoundList: () =>
    buildRequests(
      [getList('BeachRound', { fields: beachRoundFields, fieldsAttribute: 'Fields', filter: { NoTournament: 2 } })],
      client,
    ),
  GetBeachRoundRanking: () =>
    buildRequests(
      [
        {
          type: 'GetBeachRoundRanking',
          fields: words('Position Rank TeamFederationCode TeamName MatchPoints MatchesWon MatchesLost'),
          fieldsAttribute: 'Fields',
          attributes: { No: 335654 },
        },
      ],
      client,
    ),
  GetBeachTeam: () =>
    buildRequests([get('BeachTeam', 1, { fields: beachTeamFields, fieldsAttribute: 'Fields' })], client),
  GetBeachTeamList: () =>
    buildRequest(
      getList('BeachTeam', {
        fields: [...beachTeamFields, 'TournamentType'],
        fieldsAttribute: 'Fields',
        attributes: { Filter: "NoTournament='2'" },
      }),
      client,
    ),
  GetBeachTournament: () =>
    buildRequest(get('BeachTournament', 2, { fields: beachTournamentFields, fieldsAttribute: 'Fields' }), client),
  GetBeachTournamentList: () =>
    buildRequest(
      getList('BeachTournament', {
        fields: [
          ...beachTournamentFields.slice(0, 4),
          'CountryName',
          ...beachTournamentFields.slice(4),
          'NbTeamsFromQualification',
        ],
        fieldsAttribute: 'Fields',
        attributes: { Filter: "Season='2025 2026'" },
      }),
      client,
    ),
  GetBeachTournamentRanking: () =>
    buildRequests(
      [
        {
          type: 'GetBeachTournamentRanking',
          fields: words('Rank Position NoTeam'),
          fieldsAttribute: 'Fields',
          attributes: { No: 2, Phase: 'MainDraw' },
        },
      ],
      client,
    ),
  GetBeachWorldTourRanking: () =>
    buildRequests(
      [
        {
          type: 'GetBeachWorldTourRanking',
          fields: words(
            'Position Rank TeamName TeamFederationCode NbParticipations EarnedPointsTeam EarnedPointsPlayer EarningsTotalTeam EarningsTeam EarningsPlayer EarningsBonusTeam EarningsBonusPlayer EarningsTotalPlayer NoPlayer1 NoPlayer2 HasTournamentsRemoved',
          ),
          fieldsAttribute: 'Fields',
          attributes: { Gender: 'W', Number: 10 },
        },
      ],
      client,
    ),
  GetEvent: () =>
    buildRequests([get('Event', 1, { fields: [...eventFields, 'IsVisManaged'], fieldsAttribute: 'Fields' })], client),
  GetEventList: () =>
    buildRequests(
      [
        getList('Event', {
          fields: [...eventFields, 'HasMenTournament', 'HasWomenTournament', 'IsVisManaged'],
          fieldsAttribute: 'Fields',
          filter: {
            // The recorded client wrote .NET-style "True"; a boolean value would be written "true".
            HasBeachTournament: 'True',
            NoParentEvent: 0,
            StartDate: new Date('2024-01-01'),
            EndDate: new Date('2026-12-31'),
          },
        }),
      ],
      client,
    ),
  GetPlayer: () =>
    buildRequests(
      [
        get('Player', 10001, {
          fields: words(
            'No FederationCode FirstName LastName Gender Nationality NationalityCode BirthDate BirthPlace Height Weight PlaysBeach PlaysVolley TeamName CountryCode ConfederationCode ActiveBeach ActiveVolley',
          ),
          fieldsAttribute: 'Fields',
        }),
      ],
      client,
    ),
  GetPlayerList: () =>
    buildRequest(
      getList('Player', {
        fields: words(
          'No FirstName LastName BirthDate BirthPlace Height Weight CountryCode Gender FederationCode NationalityCode PlaysBeach PlaysVolley TeamName ConfederationCode',
        ),
        fieldsAttribute: 'Fields',
      }),
      client,
    ),
};

const sampleFiles = existsSync(samplesDir) ? readdirSync(samplesDir).filter((file) => file.endsWith('.json')) : [];

describe('recorded VIS samples', () => {
  if (sampleFiles.length === 0) {
    it.skip(`skipped: no recorded samples found in ${samplesDir}`, () => {});
    return;
  }

  it.each(sampleFiles.sort())('reproduces %s byte for byte', (file) => {
    const sample = JSON.parse(readFileSync(`${samplesDir}/${file}`, 'utf8')) as { request_xml: string };
    const build = sampleBuilds[file.replace(/\.json$/, '')];
    expect(build, `no builder input written for sample ${file}`).toBeDefined();
    expect(build?.()).toBe(sample.request_xml);
  });
});

describe('buildRequest', () => {
  it('writes Type, then the field list, then root attributes in insertion order', () => {
    const request = getList('Player', {
      fields: ['No', 'FirstName'],
      fieldsAttribute: 'Fields',
      skip: 0,
      take: 50,
      sort: ['LastName', '-BirthDate'],
      version: 0,
      attributes: { No: 10001 },
      filter: { NoFederation: 12 },
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetPlayerList" Fields="No FirstName" Skip="0" Take="50" Sort="LastName -BirthDate" Version="0" No="10001"><Filter NoFederation="12"/></Request>',
    );
  });

  it('uses Properties by default and writes an empty Request with its end tag, as FIVB does', () => {
    expect(buildRequest(get('Player', 12, { fields: ['No', 'LastName'] }))).toBe(
      '<Request Type="GetPlayer" Properties="No LastName" No="12"></Request>',
    );
    expect(buildRequest({ type: 'GetSeasonList' })).toBe('<Request Type="GetSeasonList"></Request>');
  });

  it('leaves out undefined values and empty field lists', () => {
    expect(buildRequest(getList('Player', { fields: [], skip: undefined, filter: { NoFederation: undefined } }))).toBe(
      '<Request Type="GetPlayerList"></Request>',
    );
  });

  it('writes filter values: lists space-separated, dates, booleans, null', () => {
    const request = getList('VolleyTransfer', {
      filter: {
        NoFederation: 12,
        Statuses: [30, 40],
        Codes: ['ITA', 'CAN'],
        FirstDate: new Date('2025-01-01'),
        Changed: new Date('2025-01-01T10:30:00Z'),
        Active: true,
        Archived: false,
        Comment: null,
      },
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyTransferList"><Filter NoFederation="12" Statuses="30 40" Codes="ITA CAN" FirstDate="2025-01-01" Changed="2025-01-01T10:30:00.000Z" Active="true" Archived="false" Comment=""/></Request>',
    );
  });

  it('writes tag terms in boolean mode inside the filter', () => {
    const tags = [
      { term: 'player:123', mode: 'must' },
      { term: 'archived', mode: 'mustNot' },
      { term: 'beach', mode: 'should' },
    ] as const;
    expect(buildRequest(getList('Document', { tags }))).toBe(
      '<Request Type="GetDocumentList"><Filter><Tags Mode="MySqlBoolean">+player:123 -archived beach</Tags></Filter></Request>',
    );
    expect(buildRequest(getList('Document', { filter: { Type: 2 }, tags: [{ term: 'r&d', mode: 'must' }] }))).toBe(
      '<Request Type="GetDocumentList"><Filter Type="2"><Tags Mode="MySqlBoolean">+r&amp;d</Tags></Filter></Request>',
    );
  });

  it('nests relations with their own attributes and field lists', () => {
    const request = get('Player', 10001, {
      fields: ['No'],
      relations: [
        {
          name: 'Federation',
          fields: ['No', 'Code', 'Name'],
          relations: [{ name: 'Confederation', fields: ['Code'] }],
        },
        { name: 'Contract', attributes: { Date: new Date('2025-07-01') } },
      ],
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetPlayer" Properties="No" No="10001"><Relation Name="Federation" Properties="No Code Name"><Relation Name="Confederation" Properties="Code"/></Relation><Relation Name="Contract" Date="2025-07-01"/></Request>',
    );
  });

  it('gives relations the field-list name of their request', () => {
    const request = get('Player', 1, {
      fieldsAttribute: 'Fields',
      relations: [{ name: 'Federation', fields: ['Code'] }],
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetPlayer" No="1"><Relation Name="Federation" Fields="Code"/></Request>',
    );
  });

  it('writes a record node for saves', () => {
    const request = save('Player', {
      No: 12,
      FirstName: 'Ana',
      Active: true,
      Comment: null,
      Height: 1890000,
      BirthDate: new Date('2002-01-19'),
      LastLogin: new Date('2025-03-04T05:06:07.089Z'),
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="SavePlayer"><Player No="12" FirstName="Ana" Active="true" Comment="" Height="1890000" BirthDate="2002-01-19" LastLogin="2025-03-04T05:06:07.089Z"/></Request>',
    );
  });

  it('writes deletes', () => {
    expect(buildRequest(del('Player', 12))).toBe('<Request Type="DeletePlayer" No="12"></Request>');
  });

  it('writes nodes inside a record node, and text content escaped', () => {
    const request: VisRequest = {
      type: 'SaveArticle',
      node: {
        name: 'Article',
        attributes: { No: 3 },
        children: [
          { name: 'ArticleText', attributes: { Language: 'en' }, text: `Tom & Jerry's <"best">` },
          { name: 'Photo', attributes: {}, children: [{ name: 'Caption', attributes: { Text: 'a' } }] },
        ],
      },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SaveArticle"><Article No="3"><ArticleText Language="en">Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;</ArticleText><Photo><Caption Text="a"/></Photo></Article></Request>',
    );
    expect(buildRequest(request, { style: 'client' })).toContain('<Photo><Caption Text="a" /></Photo>');
  });

  it('keeps the order Filter, Relation, node', () => {
    const request: VisRequest = {
      type: 'SaveVolleyTransfer',
      filter: { A: 1 },
      relations: [{ name: 'Contract' }],
      node: { name: 'VolleyTransfer', attributes: { No: 3 } },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SaveVolleyTransfer"><Filter A="1"/><Relation Name="Contract"/><VolleyTransfer No="3"/></Request>',
    );
  });
});

describe('escaping', () => {
  it('escapes & < > " \' in attribute values', () => {
    expect(buildRequest(save('Club', { Name: `Tom & Jerry's <"VC">` }))).toBe(
      '<Request Type="SaveClub"><Club Name="Tom &amp; Jerry&apos;s &lt;&quot;VC&quot;&gt;"/></Request>',
    );
  });

  it('keeps tabs and line breaks in attributes as character references', () => {
    expect(buildRequest(save('Note', { Text: 'a\tb\nc\r\nd' }))).toBe(
      '<Request Type="SaveNote"><Note Text="a&#9;b&#10;c&#13;&#10;d"/></Request>',
    );
  });

  it('escapes tag text', () => {
    expect(buildRequest(getList('Document', { tags: [{ term: `a<b>"c'`, mode: 'should' }] }))).toBe(
      '<Request Type="GetDocumentList"><Filter><Tags Mode="MySqlBoolean">a&lt;b&gt;&quot;c&apos;</Tags></Filter></Request>',
    );
  });

  it("leaves ' as is and puts a space before /> in the client style", () => {
    expect(buildRequest(save('Club', { Name: `Jerry's & co` }), { style: 'client' })).toBe(
      `<Request Type="SaveClub"><Club Name="Jerry's &amp; co" /></Request>`,
    );
  });

  it('passes characters beyond the Basic Multilingual Plane through', () => {
    expect(buildRequest(save('Club', { Name: 'Volley 🏐' }))).toBe(
      '<Request Type="SaveClub"><Club Name="Volley 🏐"/></Request>',
    );
  });
});

describe('buildRequests', () => {
  it('wraps several requests in order', () => {
    expect(buildRequests([get('Player', 1), del('Player', 2), getList('Season')])).toBe(
      '<Requests><Request Type="GetPlayer" No="1"></Request><Request Type="DeletePlayer" No="2"></Request><Request Type="GetSeasonList"></Request></Requests>',
    );
  });

  it('refuses an empty batch', () => {
    expect(() => buildRequests([])).toThrow('a batch needs at least one request');
  });
});

describe('refusals', () => {
  const refuses = (request: VisRequest, message: string | RegExp) =>
    expect(() => buildRequest(request)).toThrow(message);

  it('refuses invalid XML names', () => {
    refuses({ type: 'Get Player' }, 'request type "Get Player" is not a valid XML name');
    refuses(
      get('Player', 1, { attributes: { '1No': 1 } }),
      'attribute name on <Request> "1No" is not a valid XML name',
    );
    refuses(save('Player', { 'First Name': 'Ana' }), 'attribute name on <Player> "First Name" is not a valid XML name');
    refuses(save('Player', { '': 'Ana' }), 'attribute name on <Player> "" is not a valid XML name');
    refuses(getList('Player', { filter: { 'No<': 1 } }), 'attribute name on <Filter> "No<" is not a valid XML name');
    refuses(
      { type: 'SavePlayer', node: { name: 'Pla yer', attributes: {} } },
      'element name "Pla yer" is not a valid XML name',
    );
    refuses(getList('Player', { fields: ['No FirstName'] }), 'field name "No FirstName" is not a valid XML name');
    refuses(
      get('Player', 1, { relations: [{ name: 'Fed"eration' }] }),
      'relation name "Fed\\"eration" is not a valid XML name',
    );
    expect(() => getList('Player', { sort: ['-Last Name'] })).toThrow('sort field "Last Name" is not a valid XML name');
  });

  it('refuses characters XML 1.0 does not allow', () => {
    refuses(save('Player', { FirstName: 'A\u0001na' }), 'attribute FirstName on <Player> contains U+0001');
    refuses(getList('Player', { filter: { Name: 'x\u001F' } }), 'attribute Name on <Filter> contains U+001F');
    refuses(save('Player', { FirstName: 'bad \uD800 half' }), 'contains U+D800');
    refuses(save('Player', { FirstName: '\uFFFF' }), 'contains U+FFFF');
    refuses(getList('Player', { tags: [{ term: 'a\u0000b', mode: 'must' }] }), 'tag filter contains U+0000');
  });

  it('refuses Skip and Take that are not non-negative integers', () => {
    refuses(getList('Player', { skip: -1 }), 'Skip must be a non-negative integer, got -1');
    refuses(getList('Player', { take: 1.5 }), 'Take must be a non-negative integer, got 1.5');
    refuses(getList('Player', { take: Number.NaN }), 'Take must be a non-negative integer');
    refuses({ type: 'GetPlayerList', attributes: { Skip: '10' } }, 'Skip must be a non-negative integer, got "10"');
    refuses({ type: 'GetPlayerList', attributes: { Take: null } }, 'Take must be a non-negative integer, got null');
  });

  it('refuses values that cannot be written', () => {
    refuses(save('Player', { Height: Number.POSITIVE_INFINITY }), 'Height is Infinity, not a finite number');
    refuses(save('Player', { BirthDate: new Date('not a date') }), 'BirthDate is an invalid Date');
    refuses(get('Player', 1, { attributes: { Type: 'x' } }), 'attribute Type appears twice on <Request>');
  });

  it('refuses a node with both children and text, and text XML does not allow', () => {
    const photo = { name: 'Photo', attributes: {}, children: [{ name: 'A', attributes: {} }], text: 'x' };
    refuses(
      { type: 'SavePlayer', node: { name: 'Player', attributes: {}, children: [photo] } },
      'node <Photo> has both children and text',
    );
    refuses(
      { type: 'SavePlayer', node: { name: 'Player', attributes: {}, text: 'a\u0002' } },
      'text of <Player> contains U+0002',
    );
  });

  it('refuses ambiguous filter lists and tag terms', () => {
    refuses(getList('Player', { filter: { Statuses: [] } }), 'filter Statuses is an empty list');
    refuses(getList('Player', { filter: { Names: ['Ana Maria', 'Bo'] } }), 'filter Names has an item "Ana Maria"');
    refuses(
      getList('Player', { tags: [{ term: 'two words', mode: 'should' }] }),
      'tag term "two words" must be one word',
    );
    refuses(getList('Player', { tags: [{ term: '', mode: 'should' }] }), 'tag term "" must be one word');
    refuses(getList('Player', { tags: [{ term: '-archived', mode: 'must' }] }), 'starts with an operator');
  });
});
