import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SanitizedHtml } from '../SanitizedHtml';
import { SanitizedHtml as ServerSanitizedHtml } from '../SanitizedHtml.server';

// Issue 16: DOMPurify (../sanitize) is loaded only when the browser renders HTML itself.
const calls: string[] = [];
jest.mock('../sanitize', () => {
  const real = jest.requireActual('../sanitize');
  return {
    sanitizeDescription: (html: string) => (calls.push(html), real.sanitizeDescription(html)),
    sanitizePostBody: (html: string) => (calls.push(html), real.sanitizePostBody(html)),
  };
});

const hostile = '<p onclick="alert(1)">Brüche <strong>üben</strong></p><script>alert(2)</script><img src=x onerror="alert(3)">';
const wait = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  calls.length = 0;
});

describe('SanitizedHtml', () => {
  it('rendered by the browser alone: empty and busy, never the raw HTML, then the sanitised markup', async () => {
    const { container } = render(<SanitizedHtml className="d" html={hostile} rules="description" />);
    const div = container.querySelector('.d')!;
    expect(div.innerHTML).not.toMatch(/script|onerror|onclick/);
    expect(await screen.findByText('üben')).toBeInTheDocument();
    expect(div.innerHTML).toBe('<p>Brüche <strong>üben</strong></p>');
    expect(div).not.toHaveAttribute('aria-busy');
    expect(calls).toEqual([hostile]);
  });

  it('hydrating the server\'s markup: kept as it is, DOMPurify not used; new HTML afterwards is sanitised', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerSanitizedHtml className="d" html={hostile} rules="post" />);
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    expect(serverMarkup).toContain('<strong>üben</strong>');
    expect(serverMarkup).not.toMatch(/script|onerror|onclick/);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <SanitizedHtml className="d" html={hostile} rules="post" />);
    });
    await wait();
    expect(container.innerHTML).toBe(serverMarkup);
    expect(calls).toEqual([]);

    await act(async () => root.render(<SanitizedHtml className="d" html="<h2>Neu</h2><em>x</em><iframe></iframe>" rules="post" />));
    await wait();
    expect(container.querySelector('.d')!.innerHTML).toBe('<h2>Neu</h2><em>x</em>');
    expect(calls).toEqual(['<h2>Neu</h2><em>x</em><iframe></iframe>']);
    act(() => root.unmount());
    container.remove();
  });

  it('hydrating an element that came out empty (React rendered it anew): the browser sanitises it itself', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="d"></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SanitizedHtml className="d" html={hostile} rules="description" />);
    });
    await wait();
    expect(container.querySelector('.d')!.innerHTML).toBe('<p>Brüche <strong>üben</strong></p>');
    container.remove();
  });
});
