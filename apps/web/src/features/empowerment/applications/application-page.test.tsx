import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, Failure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { ApplicationPage } from './application-page';
import {
  CATALOGUE,
  coachDossier,
  eligibility,
  federationUser,
  reviewedDossier,
  reviewerUser,
} from './application-test-data';

function renderPage(dossier: TApplicationDossier, rest: RestAnswers = {}, user = federationUser()) {
  const server = stubServer(
    {},
    {
      [`GET /api/empowerment/applications/${dossier.no}`]: () => dossier,
      'GET /api/empowerment/catalogue': () => CATALOGUE,
      ...rest,
    },
  );
  const rendered = renderRoute(<ApplicationPage />, {
    path: '/empowerment/applications/:no',
    url: `/empowerment/applications/${dossier.no}`,
    otherPaths: ['/empowerment/applications/:no/edit', '/empowerment/applications'],
    user,
  });
  return { ...rendered, ...server };
}

/** The requests the page sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const loaded = () => screen.findByRole('region', { name: 'Summary of the application' });
const messages = () => getNotifications().map((notification) => notification.message);
const STEP_BUTTONS = ['Submit', 'Start the review', 'Send back', 'Approve', 'Decline'];

describe('the application page', () => {
  beforeAll(async () => {
    await loadNamespaces(['empowerment', 'applications']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows what the application is, for whom, its budget, details, attachments and timeline', async () => {
    renderPage(coachDossier());
    const summary = await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Youth coach for Nairobi' })).toBeTruthy();
    expect(within(summary).getByText('Coach support · application no. 12')).toBeTruthy();
    expect(within(summary).getByText('Draft')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'KEN — Kenya Volleyball Federation' }).getAttribute('href')).toBe(
      '/federations/10',
    );
    expect(within(summary).getByText('USD 17,400.00')).toBeTruthy();

    const details = screen.getByRole('region', { name: 'Details: Coach support' });
    expect(within(details).getByText('1 Mar 2026 to 31 Aug 2026')).toBeTruthy();
    expect(within(details).getByText('Youth')).toBeTruthy();
    const budget = screen.getByRole('table', { name: 'Budget' });
    expect(within(budget).getByText('USD 15,000.00')).toBeTruthy();
    expect(within(budget).getByRole('rowheader', { name: 'Budget total' }).closest('tr')?.textContent).toMatch(
      /USD\s17,400\.00/,
    );
    const attachment = within(screen.getByRole('table', { name: 'Attachments' })).getByRole('link', {
      name: 'letter.pdf',
    });
    expect(attachment.getAttribute('href')).toBe('/api/empowerment/applications/12/documents/5');
    expect(within(screen.getByRole('table', { name: 'Timeline' })).getByText('Created')).toBeTruthy();
  });

  it('offers its federation the edit and the submission of an eligible draft', async () => {
    const submitted = coachDossier({ version: 4, status: 'submitted', steps: [], canEdit: false });
    const { user } = renderPage(coachDossier(), {
      'POST /api/empowerment/applications/12/steps/submit': () => submitted,
    });
    await loaded();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/empowerment/applications/12/edit');
    expect(screen.getByRole('region', { name: 'Eligibility' })).toBeTruthy();
    for (const name of STEP_BUTTONS.filter((step) => step !== 'Submit'))
      expect(screen.queryByRole('button', { name })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit the application' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [request] = requestsTo('POST', '/api/empowerment/applications/12/steps/submit');
    expect(await request?.clone().json()).toEqual({ version: 3 });
    expect(messages()).toContain('The application has been submitted.');
    expect(within(await loaded()).getByText('Submitted', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('holds back the submission of a draft whose federation is not eligible, and says why', async () => {
    const { user } = renderPage(coachDossier({ eligibility: eligibility(false).verdicts }));
    await loaded();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('It can be submitted once every eligibility rule is met.')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Eligibility' });
    expect(within(panel).getByText('Final report missing for project no. 4.')).toBeTruthy();
    await user.click(submit);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("offers a reviewer the dossier's steps, and asks the reason of a decision before sending it", async () => {
    const approved = reviewedDossier({
      version: 4,
      status: 'approved',
      steps: [],
      canScore: false,
      decisionReason: 'A strong youth plan.',
      decidedAt: '2026-03-01T10:00:00.000Z',
      projectNo: 7,
    });
    const { user } = renderPage(
      reviewedDossier(),
      { 'POST /api/empowerment/applications/12/steps/approve': () => approved },
      reviewerUser(),
    );
    await loaded();
    for (const name of ['Send back', 'Approve', 'Decline']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    // Decided after review: no eligibility any more.
    expect(screen.queryByRole('region', { name: 'Eligibility' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(requestsTo('POST', '/api/empowerment/applications/12/steps/approve')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason of the decision' }), 'A strong youth plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = requestsTo('POST', '/api/empowerment/applications/12/steps/approve');
    expect(await request?.clone().json()).toEqual({ version: 3, text: 'A strong youth plan.' });
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('A strong youth plan.')).toBeTruthy();
    expect(within(decision).getByRole('link', { name: 'Open the project' }).getAttribute('href')).toBe(
      '/empowerment/projects/7',
    );
  });

  it('says when someone changed the application meanwhile, and reads it again', async () => {
    const { user } = renderPage(
      reviewedDossier(),
      {
        'POST /api/empowerment/applications/12/steps/decline': () =>
          apiFailure('Conflict', 409, 'The record was changed by someone else. Reload it and try again.'),
      },
      reviewerUser(),
    );
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason of the decision' }), 'Too late.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(messages()).toContain(
        'Someone changed this application meanwhile. Reload it to see their changes, then make yours again.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requestsTo('GET', '/api/empowerment/applications/12')).toHaveLength(2));
  });

  it('lets a reviewer score each criterion of the call', async () => {
    const scored = reviewedDossier({ version: 4, scores: { impact: 4, feasibility: 3 }, scoreTotal: 72 });
    const { user } = renderPage(
      reviewedDossier(),
      { 'PUT /api/empowerment/applications/12/scores': () => scored },
      reviewerUser(),
    );
    await loaded();
    const panel = screen.getByRole('region', { name: 'Score' });
    expect(within(panel).getByText('Not scored yet')).toBeTruthy();
    const scores = within(panel).getByRole('form', { name: 'Scores' });
    await user.selectOptions(within(scores).getByRole('combobox', { name: 'Impact (weight 6)' }), '4');
    await user.selectOptions(within(scores).getByRole('combobox', { name: 'Feasibility (weight 4)' }), '3');
    await user.click(within(scores).getByRole('button', { name: 'Save the scores' }));
    await waitFor(() => expect(within(panel).getByText('Score: 72 / 100')).toBeTruthy());
    const [request] = requestsTo('PUT', '/api/empowerment/applications/12/scores');
    expect(await request?.clone().json()).toEqual({ version: 3, scores: { impact: 4, feasibility: 3 } });
  });

  it('shows its federation the score, but no way to give one', async () => {
    renderPage(coachDossier({ status: 'review', steps: [], canEdit: false, scores: { impact: 4 }, scoreTotal: 48 }));
    await loaded();
    const panel = screen.getByRole('region', { name: 'Score' });
    expect(within(panel).getByText('Score: 48 / 100')).toBeTruthy();
    expect(within(panel).queryByRole('form', { name: 'Scores' })).toBeNull();
    expect(within(panel).queryByRole('combobox')).toBeNull();
  });

  it('adds a comment to the timeline', async () => {
    const commented = coachDossier({
      timeline: [
        ...coachDossier().timeline,
        {
          step: 'comment',
          toStatus: null,
          by: 'Kenya Federation',
          text: 'Dates confirmed.',
          at: '2026-02-02T08:00:00.000Z',
        },
      ],
    });
    const { user } = renderPage(coachDossier(), { 'POST /api/empowerment/applications/12/comments': () => commented });
    await loaded();
    const comment = screen.getByRole('form', { name: 'Add a comment' });
    await user.type(within(comment).getByRole('textbox', { name: 'Comment' }), 'Dates confirmed.');
    await user.click(within(comment).getByRole('button', { name: 'Send' }));
    expect(await within(screen.getByRole('table', { name: 'Timeline' })).findByText('Dates confirmed.')).toBeTruthy();
    const [request] = requestsTo('POST', '/api/empowerment/applications/12/comments');
    expect(await request?.clone().json()).toEqual({ text: 'Dates confirmed.' });
  });

  it('deletes an attachment of a draft once confirmed, then reads the application again', async () => {
    const { user } = renderPage(coachDossier(), {
      'DELETE /api/empowerment/applications/12/documents/5': () => ({}),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete letter.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the attachment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(messages()).toContain('letter.pdf has been deleted.'));
    expect(requestsTo('DELETE', '/api/empowerment/applications/12/documents/5')).toHaveLength(1);
    await waitFor(() => expect(requestsTo('GET', '/api/empowerment/applications/12')).toHaveLength(2));
    expect(screen.getByRole('form', { name: 'Add an attachment' })).toBeTruthy();
  });

  it('offers no deletion nor upload once submitted, to its federation', async () => {
    renderPage(coachDossier({ status: 'submitted', steps: [], canEdit: false }));
    await loaded();
    expect(screen.queryByRole('button', { name: 'Delete letter.pdf' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add an attachment' })).toBeNull();
  });

  it('says calmly that an application it cannot show is not there', async () => {
    renderPage(coachDossier(), {
      'GET /api/empowerment/applications/12': () => new Failure(404, { errors: [] }),
    });
    expect(await screen.findByText('There is no such application, or it is not one you can see.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All applications' })).toBeTruthy();
  });
});
