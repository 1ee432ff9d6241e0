import { describe, expect, it } from 'vitest';
import { buildRequest, type VisRequest } from './request-builder';

/**
 * The cases of the request tests of FIVB's own JavaScript SDK (github.com/FIVB/javascript-sdk,
 * MIT, test/request.spec.ts): the same inputs, expressed with our builder, must give the very
 * bytes its builder writes. Each case is described here in our own words.
 */
describe("FIVB's request builder cases, byte for byte", () => {
  const transfers = (rest: Partial<VisRequest> = {}): VisRequest => ({
    type: 'GetVolleyTransferList',
    fields: ['No'],
    ...rest,
  });

  it('a request with a field list keeps its end tag', () => {
    expect(buildRequest(transfers())).toBe('<Request Type="GetVolleyTransferList" Properties="No"></Request>');
  });

  it('a request with nothing but its type keeps its end tag', () => {
    expect(buildRequest({ type: 'GetVolleyTransferList' })).toBe('<Request Type="GetVolleyTransferList"></Request>');
  });

  it('writes the field list under the older name Fields when asked', () => {
    expect(buildRequest(transfers({ fieldsAttribute: 'Fields' }))).toBe(
      '<Request Type="GetVolleyTransferList" Fields="No"></Request>',
    );
  });

  it('a copy given one more root attribute is written differently, the original unchanged', () => {
    const original: VisRequest = { type: 'GetVolleyTransferList' };
    const copy: VisRequest = { ...original, attributes: { ...original.attributes, No: 1 } };
    expect(buildRequest(copy)).not.toBe(buildRequest(original));
    expect(buildRequest(original)).toBe('<Request Type="GetVolleyTransferList"></Request>');
  });

  it('writes a root attribute after the field list', () => {
    expect(buildRequest(transfers({ attributes: { Version: 0 } }))).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No" Version="0"></Request>',
    );
  });

  it('writes null as an empty attribute of a record node', () => {
    expect(buildRequest({ type: 'SavePlayer', node: { name: 'Player', attributes: { FirstName: null } } })).toBe(
      '<Request Type="SavePlayer"><Player FirstName=""/></Request>',
    );
  });

  it('writes true as "true" in a record node', () => {
    expect(buildRequest({ type: 'SaveArticle', node: { name: 'Article', attributes: { IsVideoLive: true } } })).toBe(
      '<Request Type="SaveArticle"><Article IsVideoLive="true"/></Request>',
    );
  });

  it('writes a relation with its field list', () => {
    expect(buildRequest(transfers({ relations: [{ name: 'Season', fields: ['Name'] }] }))).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Relation Name="Season" Properties="Name"/></Request>',
    );
  });

  it('gives a relation the older Fields name when its request uses it', () => {
    const request = transfers({ fieldsAttribute: 'Fields', relations: [{ name: 'Season', fields: ['Name'] }] });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyTransferList" Fields="No"><Relation Name="Season" Fields="Name"/></Request>',
    );
  });

  it('nests a relation of a relation', () => {
    const request = transfers({
      relations: [{ name: 'Player', fields: ['No'], relations: [{ name: 'Federation', fields: ['Code'] }] }],
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Relation Name="Player" Properties="No"><Relation Name="Federation" Properties="Code"/></Relation></Request>',
    );
  });

  it('nests relations three levels deep', () => {
    const request = transfers({
      relations: [
        {
          name: 'Player',
          fields: ['No'],
          relations: [
            { name: 'Federation', fields: ['Code'], relations: [{ name: 'Confederation', fields: ['Name'] }] },
          ],
        },
      ],
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Relation Name="Player" Properties="No"><Relation Name="Federation" Properties="Code"><Relation Name="Confederation" Properties="Name"/></Relation></Relation></Request>',
    );
  });

  it('writes a relation on the way without a field list', () => {
    const request = transfers({
      relations: [
        {
          name: 'Player',
          fields: ['No'],
          relations: [{ name: 'Federation', relations: [{ name: 'Confederation', fields: ['Name'] }] }],
        },
      ],
    });
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Relation Name="Player" Properties="No"><Relation Name="Federation"><Relation Name="Confederation" Properties="Name"/></Relation></Relation></Request>',
    );
  });

  it('writes one filter as an attribute of <Filter>', () => {
    expect(buildRequest(transfers({ filter: { Statuses: 30 } }))).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Filter Statuses="30"/></Request>',
    );
  });

  it('writes several filters in the order given', () => {
    expect(buildRequest(transfers({ filter: { Statuses: 30, NoSeason: 11 } }))).toBe(
      '<Request Type="GetVolleyTransferList" Properties="No"><Filter Statuses="30" NoSeason="11"/></Request>',
    );
  });

  const articles = (rest: Partial<VisRequest>): VisRequest => ({
    type: 'GetArticleList',
    fields: ['No'],
    fieldsAttribute: 'Fields',
    ...rest,
  });

  it('writes a tag as the text of <Tags> in boolean mode', () => {
    expect(buildRequest(articles({ tags: [{ term: 'player:123', mode: 'should' }] }))).toBe(
      '<Request Type="GetArticleList" Fields="No"><Filter><Tags Mode="MySqlBoolean">player:123</Tags></Filter></Request>',
    );
  });

  it('writes several tags space-separated', () => {
    const tags = [
      { term: 'player:123', mode: 'should' },
      { term: 'player:1234', mode: 'should' },
    ] as const;
    expect(buildRequest(articles({ tags }))).toBe(
      '<Request Type="GetArticleList" Fields="No"><Filter><Tags Mode="MySqlBoolean">player:123 player:1234</Tags></Filter></Request>',
    );
  });

  it('puts filter attributes and tags in the same <Filter>', () => {
    const tags = [
      { term: 'player:123', mode: 'should' },
      { term: 'player:1234', mode: 'should' },
    ] as const;
    expect(buildRequest(articles({ filter: { Statuses: 30, NoSeason: 11 }, tags }))).toBe(
      '<Request Type="GetArticleList" Fields="No"><Filter Statuses="30" NoSeason="11"><Tags Mode="MySqlBoolean">player:123 player:1234</Tags></Filter></Request>',
    );
  });

  it('writes a relation with an attribute of its own, around deeper relations', () => {
    const request: VisRequest = {
      type: 'GetVolleyClubTeamList',
      relations: [
        {
          name: 'ChampionshipAt',
          attributes: { Date: '2020-07-01' },
          relations: [{ name: 'Championship', relations: [{ name: 'Division', fields: ['Name'] }] }],
        },
      ],
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="GetVolleyClubTeamList"><Relation Name="ChampionshipAt" Date="2020-07-01"><Relation Name="Championship"><Relation Name="Division" Properties="Name"/></Relation></Relation></Request>',
    );
  });

  it('writes the record node of a save', () => {
    const request: VisRequest = {
      type: 'SaveVolleyTransferContract',
      node: { name: 'VolleyTransferContract', attributes: { StartOn: '2020-07-01' } },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SaveVolleyTransferContract"><VolleyTransferContract StartOn="2020-07-01"/></Request>',
    );
  });

  it('writes a node inside the record node', () => {
    const request: VisRequest = {
      type: 'SaveArticle',
      node: {
        name: 'Article',
        attributes: { DateTime: '2020-07-01' },
        children: [{ name: 'ArticleText', attributes: { Headline: 'Test' } }],
      },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SaveArticle"><Article DateTime="2020-07-01"><ArticleText Headline="Test"/></Article></Request>',
    );
  });

  it('escapes < > " & in attribute values', () => {
    const request: VisRequest = {
      type: 'SaveArticle',
      node: { name: 'Article', attributes: { Title: '<something>ba"d&' } },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SaveArticle"><Article Title="&lt;something&gt;ba&quot;d&amp;"/></Request>',
    );
  });

  it('writes a node inside the record node with text content', () => {
    const request: VisRequest = {
      type: 'SavePlayer',
      node: {
        name: 'Player',
        attributes: { No: 1 },
        children: [{ name: 'Photo', attributes: { Extension: 'png' }, text: 'Something' }],
      },
    };
    expect(buildRequest(request)).toBe(
      '<Request Type="SavePlayer"><Player No="1"><Photo Extension="png">Something</Photo></Player></Request>',
    );
  });
});
