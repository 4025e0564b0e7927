import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { getSession, setSession } from '../../lib/session';
import { installFakeFetch } from '../../test/fake-fetch';
import { profile, retailerSession } from '../../test/fixtures';
import { ProfileAvatar } from './profile-avatar';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

function renderAvatar(compress: (file: File) => Promise<string>) {
  const session = retailerSession();
  setSession(session);
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <ProfileAvatar
        profile={session.kind === 'retailer' ? session.profile : profile()}
        canChange
        compress={compress}
      />
    </Providers>,
  );
  const input = view.container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, input };
}

describe('profile photo change', () => {
  it('compresses the picked image and sends it as a data URL, then stores the new photo URL', async () => {
    const server = installFakeFetch({
      'POST user/updateProfile': {
        status: 200,
        message: 'Profile updated successfully',
        data: [profile({ userImage: '/api/v3/files/newphoto1234' })],
      },
    });
    const compress = vi.fn(async () => PHOTO);
    const { input } = renderAvatar(compress);
    const file = photoFile();
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(server.callsTo('POST user/updateProfile')).toHaveLength(1));
    expect(compress).toHaveBeenCalledWith(file);
    expect(server.callsTo('POST user/updateProfile')[0]?.body).toEqual({
      email: 'demo@galla.test',
      userImage: PHOTO,
    });
    await waitFor(() => {
      const session = getSession();
      expect(session?.kind === 'retailer' && session.profile.userImage).toBe('/api/v3/files/newphoto1234');
    });
  });

  it("toasts 'Something bad happened in uploading photo' when the upload fails", async () => {
    installFakeFetch({ 'POST user/updateProfile': { status: 400, error: 'The photo must be at most 1 MB' } });
    const { input } = renderAvatar(async () => PHOTO);
    fireEvent.change(input, { target: { files: [photoFile()] } });
    expect(await screen.findByText('Something bad happened in uploading photo')).toBeTruthy();
    expect(screen.queryByText('The photo must be at most 1 MB')).toBeNull();
  });

  it('toasts the same when the browser cannot compress the picture', async () => {
    const server = installFakeFetch();
    const { input } = renderAvatar(async () => {
      throw new Error('decode failed');
    });
    fireEvent.change(input, { target: { files: [photoFile()] } });
    expect(await screen.findByText('Something bad happened in uploading photo')).toBeTruthy();
    expect(server.callsTo('POST user/updateProfile')).toHaveLength(0);
  });
});
