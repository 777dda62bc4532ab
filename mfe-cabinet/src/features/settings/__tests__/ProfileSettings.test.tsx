import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type RequestOptions, type UploadOptions } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { ProfileSettings } from '../ProfileSettings';

const details = {
  id: 2, slug: 'sam-seller', public_name: 'Sam Seller', subtitle: 'Lehrer', description: null, is_seller: true, is_private_profile: false,
  image_path: null, header_image_path: null, profile_background_path: 'http://api.test/uploads/backgrounds/2-0123456789abcdef.webp',
  profile_background_data: { width: 1200, height: 204 }, facebook_profile: null, instagram_profile: null, pinterest_profile: null,
};

describe('ProfileSettings', () => {
  it('validates the public name next to the field, then saves', async () => {
    const client = createFixtureClient({
      'get v1/user/details': { items: details },
      'post v1/user/details': (o: RequestOptions | undefined) => ({ items: { ...details, ...(o?.json as object) } }),
    });
    setHttpClient(client);
    renderWithShell(<ProfileSettings />);
    const name = await screen.findByLabelText('Public name');
    await userEvent.clear(name);
    await userEvent.type(name, 'S');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Enter a name of 2 to 60 characters.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await userEvent.type(name, 'am Sellerin');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toMatchObject({ public_name: 'Sam Sellerin', subtitle: 'Lehrer', description: null });
  });

  it('uploads an avatar with progress and shows the new picture; wrong types never leave the browser', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const sent: string[] = [];
    setHttpClient(Object.assign(createFixtureClient({ 'get v1/user/details': { items: details } }), {
      upload: <T,>(path: string, _body: FormData, options?: UploadOptions) => {
        sent.push(path);
        options?.onUploadProgress?.({ loaded: 30, total: 100, percent: 30 });
        return new Promise<T>((r) => (resolve = r as (v: unknown) => void));
      },
    }));
    renderWithShell(<ProfileSettings />);
    const input = await screen.findByLabelText('Upload a picture');
    await userEvent.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploading: 30 %')).toBeInTheDocument();
    resolve({ image_path: 'http://api.test/uploads/avatars/2-0123456789abcdef-200.webp', header_image_path: 'x' });
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'http://api.test/uploads/avatars/2-0123456789abcdef-200.webp');
    expect(sent).toEqual(['v3/user-details/avatar']);
  });

  it('removes the background only after confirming', async () => {
    const client = createFixtureClient({
      'get v1/user/details': { items: details },
      'post v3/user-details/remove-background': { profile_background_path: null, profile_background_data: null },
    });
    setHttpClient(client);
    renderWithShell(<ProfileSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove background' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Remove the background image?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('No background image yet.')).toBeInTheDocument();
  });
});
