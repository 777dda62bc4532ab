import { screen, waitFor } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { materialSummary } from '@teachmarket/shared-kit/testing';
import { RecommendationPage } from '../RecommendationPage';
import { apiError, renderLinkPage } from './account-links-helpers';

const url = href('recommendation', { token: 'tok-rec-1' }, 'de');
const material = materialSummary({ id: 9, slug: 'photosynthese', title: 'Photosynthese im Überblick' });
const show = (answers: Record<string, unknown>) => renderLinkPage(url, <RecommendationPage world="de" token="tok-rec-1" />, answers);

describe('RecommendationPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows who recommends which material with their message, links to it and records the visit', async () => {
    const client = show({
      'get v3/recommendations/tok-rec-1': { senderName: 'Bea Buyer', message: 'Great for grade 5!', material },
      'post v3/recommendations/tok-rec-1/visit': { success: true },
    });
    expect(await screen.findByText('Bea Buyer recommends this material to you.')).toBeInTheDocument();
    expect(screen.getByText('Message from Bea Buyer')).toBeInTheDocument();
    expect(screen.getByText('Great for grade 5!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the material page' })).toHaveAttribute('href', href('material', { id: '9', slug: 'photosynthese' }, 'de'));
    await waitFor(() => expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(1));
  });

  it('still shows the recommendation when recording the visit fails', async () => {
    show({
      'get v3/recommendations/tok-rec-1': { senderName: 'Bea Buyer', message: null, material },
      'post v3/recommendations/tok-rec-1/visit': new Error('network down'),
    });
    expect(await screen.findByText('Photosynthese im Überblick')).toBeInTheDocument();
    expect(screen.queryByText(/Message from/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an unknown or expired link', async () => {
    show({ 'get v3/recommendations/tok-rec-1': apiError(410, 'token_invalid', 'token') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
