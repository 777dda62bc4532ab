import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type Material } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import MaterialFeedbackPage from '../MaterialFeedbackPage';

// s16 QA: a buyer who sent a rating saw the form again at once (saving reloads the eligibility, which
// remounted the form) and never the thanks; the thanks stay now, and the rating is what was sent.

const material = { ...materialSummary({ id: 33 }), description: '', materialFiles: [], previews: [], bundle: null, containedInBundles: [], schoolTypes: [], learningYears: [], isBundleInteractive: false, purchase_id: 9, publishedAt: '2024-02-01T10:00:00.000Z', pages: 3, salesCount: 1 } as unknown as Material;
const props = { routeId: 'materialFeedback', params: { id: '33' }, world: 'de' as const, query: new URLSearchParams() };

it('after sending a rating the thanks stay in view (the reloaded eligibility does not bring the form back)', async () => {
  let mine: { stars: number; text: string | null } | null = null;
  const client = createFixtureClient({
    'get v1/materials/33': { item: material },
    'get v1/materials/33/ratings/eligibility': () => ({ canRate: true, reason: null, mine }),
    'post v1/materials/33/ratings': (o?: { json?: unknown }) => {
      const { stars, text } = o?.json as { stars: number; text?: string };
      mine = { stars, text: text ?? null };
      return { summary: { average: stars, count: 1 } };
    },
  });
  setHttpClient(client);
  renderWithShell(<MaterialFeedbackPage {...props} />, { bundle: 'de' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: '4 von 5 Sternen' }));
  await user.type(screen.getByRole('textbox', { name: 'Deine Rezension (optional)' }), 'Hat geholfen.');
  await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Danke! Deine Bewertung wurde gespeichert.');
  // The eligibility was read again after the save (it now names the rating) and the thanks are still there.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client.calls.filter((c) => c.path === 'v1/materials/33/ratings/eligibility').length).toBeGreaterThanOrEqual(2);
  expect(screen.getByRole('status')).toHaveTextContent('Danke! Deine Bewertung wurde gespeichert.');
  expect(screen.queryByRole('button', { name: 'Bewertung senden' })).not.toBeInTheDocument();
  expect(mine).toEqual({ stars: 4, text: 'Hat geholfen.' });
});
