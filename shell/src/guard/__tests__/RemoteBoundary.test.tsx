import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { useState } from 'react';
import { createTestI18n } from '@teachmarket/shared-kit/testing';
import { $pageFailures } from '../page-failure';
import { RemoteBoundary } from '../RemoteBoundary';

const i18n = createTestI18n();

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw Object.assign(new Error('Loading CSS chunk 4 failed.'), { name: 'ChunkLoadError', code: 'CSS_CHUNK_LOAD_FAILED' });
  return <p>Help centre content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} remote="mfe_info" routeId="help" onRetry={() => setAttempt((n) => n + 1)}>
      <Flaky fail={attempt === 0} />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a localised fallback with a retry button, reports the failure, and recovers on retry', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveAttribute('data-kind', 'css-chunk');
    // Counted while shown: the feature tour waits meanwhile (issue 18).
    expect($pageFailures.get()).toBe(1);
    expect(fallback).toHaveTextContent('This part of the page could not be loaded.');
    const reports = (globalThis as { __TEACHMARKET_REPORTS__?: { code: string }[] }).__TEACHMARKET_REPORTS__ ?? [];
    expect(reports.map((r) => r.code)).toContain('remote_unavailable');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Help centre content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect($pageFailures.get()).toBe(0);
  });
});
