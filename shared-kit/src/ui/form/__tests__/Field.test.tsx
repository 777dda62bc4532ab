import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '../Field';

describe('Field', () => {
  it('is an input labelled by its label, with hint and error tied to it', () => {
    render(<Field id="login-email" label="E-mail" type="email" error="Enter an e-mail address" hint="We never share it" defaultValue="" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an e-mail address We never share it');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address');
    expect(screen.getByRole('alert')).toHaveClass('tm-field__error');
    expect(input.closest('.tm-field')).not.toBeNull();
  });

  it('without an error is neither invalid nor described by a message', () => {
    render(<Field id="name" label="Name" defaultValue="" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links a child control (select) the same way and keeps its own props', async () => {
    const chosen: string[] = [];
    render(
      <Field id="billing-country" label="Country" error="Choose a country">
        <select defaultValue="" onChange={(e) => chosen.push(e.target.value)}>
          <option value="">Choose</option>
          <option value="DE">Germany</option>
        </select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('id', 'billing-country');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a country');
    await userEvent.selectOptions(select, 'DE');
    expect(chosen).toEqual(['DE']);
  });
});
