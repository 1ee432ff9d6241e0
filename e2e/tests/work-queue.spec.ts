import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

test('a federation finds what waits on it on the dashboard, the overdue first', async ({ page }) => {
  await signIn(page, 'federation');
  const queue = page.getByRole('region', { name: 'What needs you' });
  await expect(queue).toContainText(/\d+ items?/);
  await expect(queue).toContainText(/\d+ overdue/);

  // The overdue come first: the queue opens on one, and so does the legal group, with its step past its deadline.
  await expect(
    queue
      .getByRole('listitem')
      .first()
      .getByText(/^Overdue since /),
  ).toBeVisible();
  const legal = queue.getByRole('region', { name: 'Legal cases' });
  const overdueStep = legal.getByRole('listitem').first();
  await expect(overdueStep.getByText('Consent or object')).toBeVisible();
  await expect(overdueStep.getByText(/^Overdue since /)).toBeVisible();

  // The programme's invoices wait to be uploaded.
  const empowerment = queue.getByRole('region', { name: 'Empowerment' });
  await expect(empowerment.getByText('Upload the invoices').first()).toBeVisible();

  // Each item leads to its record.
  await overdueStep.getByRole('link').click();
  await expect(page).toHaveURL(/\/legal\/cases\/\d+$/);
});
