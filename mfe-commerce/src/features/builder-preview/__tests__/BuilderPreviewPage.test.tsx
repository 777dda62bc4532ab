import { screen } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import BuilderPreviewPage from '../BuilderPreviewPage';

describe('BuilderPreviewPage', () => {
  it('explains the address in German (the route exists in de only) and leads home', () => {
    renderWithShell(<BuilderPreviewPage routeId="builderPreview" params={{}} world="de" query={new URLSearchParams()} />, { bundle: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vorschau aus dem Seiten-Baukasten' })).toBeInTheDocument();
    expect(screen.getByText(/Hier gibt es keine Seitenvorschau anzuzeigen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', href('home', {}, 'de'));
  });
});
