import { screen } from '@testing-library/react';
import { renderWithShell } from '../../../../testing';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from '../ErrorSummary';
import { Field } from '../Field';

describe('ErrorSummary', () => {
  it('lists the errors as links that move the focus to their field', async () => {
    renderWithShell(
      <form>
        <ErrorSummary title="Please check 2 fields" errors={[{ id: 'f-name', message: 'Enter a name' }, { id: 'f-city', message: 'Enter a city' }]} />
        <Field id="f-name" label="Name" defaultValue="" />
        <Field id="f-city" label="City" defaultValue="" />
      </form>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please check 2 fields');
    await userEvent.click(screen.getByRole('link', { name: 'Enter a city' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter a name' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows nothing before a failed submit (no errors)', () => {
    renderWithShell(<ErrorSummary title="Please check" errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Please correct the following" when the form gives no title', () => {
    renderWithShell(<ErrorSummary errors={[{ id: 'f-name', message: 'Enter a name' }]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following:Enter a name');
  });
});
