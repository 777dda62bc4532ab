import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, storage } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { ChangeCountryPage } from '../ChangeCountryPage';

describe('ChangeCountryPage', () => {
  it('stores the chosen country and continues in that world', async () => {
    const client = createFixtureClient({ 'post v3/location/set-country': { code: 'fr', name: 'France', currencyCode: 'EUR' } });
    setHttpClient(client);
    const go = jest.fn();
    renderWithShell(<ChangeCountryPage world="de" go={go} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('de');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(go).toHaveBeenCalledWith('/fr');
    expect(client.calls[0]?.options?.json).toEqual({ code: 'fr' });
    expect(storage.get('countryCode')).toContain('"code":"fr"');
  });

  it('says so when the country cannot be saved, and stays', async () => {
    setHttpClient(createFixtureClient({ 'post v3/location/set-country': httpError(503) }));
    const go = jest.fn();
    renderWithShell(<ChangeCountryPage world="de" go={go} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The country could not be saved.');
    expect(go).not.toHaveBeenCalled();
  });
});
