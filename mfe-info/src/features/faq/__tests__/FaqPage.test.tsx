import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import FaqPage from '../FaqPage';

const props = { routeId: 'faq', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('FaqPage', () => {
  it('lists the questions collapsed and opens an answer with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage {...props} />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.tab();
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Is Teachmarket free to use?' });
    expect(answer).toHaveTextContent('Browsing and searching are free');
    expect(questions[0]).toHaveAttribute('aria-controls', answer.id);

    await user.keyboard(' ');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage {...props} />);
    const questions = screen.getAllByRole('button', { expanded: false });
    const last = questions[questions.length - 1];
    questions[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();
  });

  it('links to the help centre for the longer answers', () => {
    renderWithShell(<FaqPage {...props} world="fr" />, { bundle: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Frequently asked questions');
    expect(screen.getByRole('link', { name: /centre d'aide|centre d’aide/i })).toHaveAttribute('href', '/fr/aide');
  });
});
