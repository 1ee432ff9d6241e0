import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserTypeCode } from '@libero/shared/auth/user-types';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { InjuriesPanel } from './injuries-panel';

const INJURY = {
  no: 12,
  occurredOn: '2026-10-02',
  bodyPart: 'ankle',
  injuryType: 'sprain',
  severity: 'moderate',
  status: 'active',
  expectedReturnOn: '2026-11-01',
};

function renderPanel(type: UserTypeCode, typeNo = 1) {
  const server = stubServer({ GetPlayerInjuryList: (xml) => listAnswer(xml, [INJURY]) });
  renderRoute(<InjuriesPanel playerNo={501} />, { path: '/players/501', user: testUser(type, typeNo) });
  return server;
}

describe("the injuries panel of a player's profile", () => {
  beforeAll(async () => {
    await loadNamespaces(['injuries']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['Administrator', 'MedicalAdministrator', 'MedicalPerson'] as const)(
    'lists the injuries to a %s, each linked to its page, with the confidentiality note',
    async (type) => {
      renderPanel(type);
      const panel = await screen.findByRole('region', { name: 'Injuries' });
      const list = await within(panel).findByRole('list', { name: 'Injuries of the player' });
      const link = within(list).getByRole('link', { name: /Ankle · Sprain/ });
      expect(link.getAttribute('href')).toBe('/medical/injuries/12');
      expect(within(panel).getByText(/Confidential medical information/)).toBeTruthy();
      expect(within(list).getByText('Moderate')).toBeTruthy();
    },
  );

  it('shows a player their own injuries', async () => {
    renderPanel('Player', 501);
    expect(await screen.findByRole('region', { name: 'Injuries' })).toBeTruthy();
  });

  it.each([
    ['another player', 'Player', 502],
    ['a coach', 'Coach', 1],
    ['a federation', 'Federation', 1],
    ['a press writer', 'PressWriter', 1],
  ] as const)('shows nothing to %s, and asks nothing', async (_who, type, typeNo) => {
    const server = renderPanel(type, typeNo);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Injuries' })).toBeNull();
    expect(server.requests).toEqual([]);
  });
});
