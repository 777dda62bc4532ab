import { screen, within } from '@testing-library/react';
import { materialSummary, renderWithShell } from '../../../testing';
import { MaterialGrid } from '../MaterialGrid';

describe('MaterialGrid', () => {
  it('lists one card per material in the catalog grid, linked to the material', () => {
    const items = [materialSummary({ id: 1, title: 'Bruchrechnen' }), materialSummary({ id: 2, title: 'Farbenlehre' })];
    renderWithShell(<MaterialGrid items={items} world="de" />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('tm-grid');
    const rows = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('link').some((a) => a.getAttribute('href')?.startsWith('/de/'))).toBe(true);
    expect(rows[1]).toHaveTextContent('Farbenlehre');
  });

  it('loads the images of the first cards at once and the rest lazily', () => {
    const items = [1, 2, 3].map((id) => materialSummary({ id, firstPreviewImage: { plain: `https://api.test/p/${id}.jpg`, watermarked: `https://api.test/w/${id}.jpg` } }));
    const { container } = renderWithShell(<MaterialGrid items={items} world="de" eagerFirst={2} />);
    expect([...container.querySelectorAll('.tm-grid > li img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect([...container.querySelectorAll('.tm-grid > li img')].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  });

  it('can leave the first image at normal priority where the largest paint is text', () => {
    const items = [1, 2].map((id) => materialSummary({ id, firstPreviewImage: { plain: `https://api.test/p/${id}.jpg`, watermarked: `https://api.test/w/${id}.jpg` } }));
    const { container } = renderWithShell(<MaterialGrid items={items} world="de" eagerFirst={1} priorityFirst={false} />);
    const images = [...container.querySelectorAll('.tm-grid > li img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null]);
  });
});
