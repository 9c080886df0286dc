import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { answer, apiPath, fail, http, ok, server } from '@/test/msw';
import { me, NO_STATS } from '../testing/profile-fixtures';
import { renderProfile, storedUser } from '../testing/render-profile';

const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** Answers the multipart upload (the shared `answer` reads bodies as JSON); records each call. */
function answerUpload(reply: () => Response) {
  const calls: { contentType: string | null; file: FormDataEntryValue | null }[] = [];
  server.use(
    http.post(apiPath('/users/:id/profile-picture'), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      calls.push({ contentType, file: (await request.formData()).get('profileImage') });
      return reply();
    }),
  );
  return calls;
}

const file = (name: string, type: string, size = 1_000) =>
  new File([new Uint8Array(size)], name, { type });

describe('Profile tab', () => {
  it('shows the fields with the spec defaults where nothing is stored, and the badges', async () => {
    renderProfile();
    expect(field('Full Name')).toHaveValue('Robin Kitchenline');
    expect(field('Email')).toHaveValue('robin@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed for security reasons')).toBeInTheDocument();
    expect(field('Location')).toHaveAttribute('placeholder', 'City, State');
    expect(field('Playing Level')).toHaveValue('3.5');
    expect(field('Preferred Hand')).toHaveValue('right');
    expect(field('Years Playing')).toHaveValue('2');
    expect(field('Favorite Shot')).toHaveValue('dink');
    const levels = within(field('Playing Level')).getAllByRole('option');
    expect(levels.map((o) => o.textContent)).toEqual([
      '2.0 - Beginner',
      '2.5 - Novice',
      '3.0 - Intermediate',
      '3.5 - Intermediate+',
      '4.0 - Advanced',
      '4.5 - Advanced+',
      '5.0 - Expert',
    ]);
    const badges = screen.getByRole('list', { name: 'Badges' });
    expect(within(badges).getByText('Player')).toBeInTheDocument();
    expect(within(badges).getByText('Rating 3.50')).toBeInTheDocument();
    expect(await within(badges).findByText('10 games')).toBeInTheDocument();
  });

  it('keeps a rating that matches have moved selectable as it is', () => {
    renderProfile('', { user: me({ rating: 3.969 }), stats: NO_STATS });
    expect(field('Playing Level')).toHaveValue('3.969');
    // Shown to two decimals, as every rating is; kept exact underneath.
    expect(screen.getByRole('option', { name: '3.97 - Your rating from matches' })).toBeVisible();
  });

  it('saves the trimmed fields and the level as a number, and stores the answer', async () => {
    const { user } = renderProfile();
    const put = answer('put', '/users/:id', ({ body }) =>
      ok(me({ ...(body as object), bio: 'Dinks all day' }), {
        message: PROFILE_MESSAGES.profileUpdated,
      }),
    );
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), '  Robin Lob  ');
    await user.clear(field('Location'));
    await user.type(field('Bio'), '  Dinks all day ');
    await user.selectOptions(field('Playing Level'), '4.0');
    await user.selectOptions(field('Preferred Hand'), 'left');
    await user.selectOptions(field('Years Playing'), '5+');
    await user.selectOptions(field('Favorite Shot'), 'lob');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toEqual({
      name: 'Robin Lob',
      location: null,
      bio: 'Dinks all day',
      rating: 4,
      preferredHand: 'left',
      yearsPlaying: '5+',
      favoriteShot: 'lob',
    });
    expect(storedUser().name).toBe('Robin Lob');
    expect(storedUser().favoriteShot).toBe('lob');
  });

  it('saves a private date of birth, and clears it (decision 035)', async () => {
    const { user } = renderProfile();
    const put = answer('put', '/users/:id', ({ body }) =>
      ok(me(body as object), { message: PROFILE_MESSAGES.profileUpdated }),
    );
    expect(field('Date of Birth')).toHaveValue('');
    expect(
      screen.getByText("Private: never shown to others, only used to check an event's age limits"),
    ).toBeInTheDocument();
    fireEvent.change(field('Date of Birth'), { target: { value: '1975-06-15' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toMatchObject({ birthDate: '1975-06-15' });
    expect(storedUser().birthDate).toBe('1975-06-15');

    fireEvent.change(field('Date of Birth'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]!.body).toMatchObject({ birthDate: null });
  });

  it('checks the name before sending', async () => {
    const { user } = renderProfile();
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'R');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.nameTooShort)).toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields', async () => {
    const { user } = renderProfile();
    answer('put', '/users/:id', () =>
      fail(422, {
        message: 'Please correct the highlighted fields',
        code: 'VALIDATION_FAILED',
        errors: { rating: [PROFILE_MESSAGES.ratingFromMatches] },
      }),
    );
    await user.selectOptions(field('Playing Level'), '5.0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Playing Level')).toHaveAccessibleDescription(
        PROFILE_MESSAGES.ratingFromMatches,
      ),
    );
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(storedUser().rating).toBe(3.5);
  });

  it('says what failed when the server does not answer', async () => {
    const { user } = renderProfile();
    answer('put', '/users/:id', () => Response.error());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('reports an answer that is not what the server promises', async () => {
    const { user } = renderProfile();
    answer('put', '/users/:id', () => new Response('<html>proxy</html>', { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.invalidResponse)).toBeInTheDocument();
  });
});

describe('Profile photo', () => {
  it('refuses a file that is not an image, and one over 5 MB, without sending', async () => {
    const { user } = renderProfile();
    const input = screen.getByLabelText('Profile photo file');
    const upload = answerUpload(() => ok());
    // A drop ignores the input's `accept`, so the check is the screen's own.
    fireEvent.drop(screen.getByRole('button', { name: 'Change profile photo' }), {
      dataTransfer: { files: [file('notes.txt', 'text/plain')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.imageType);
    await user.upload(input, file('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText(PROFILE_MESSAGES.imageTooLarge, { selector: 'p' }),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'New profile photo preview' })).toBeNull();
    expect(upload).toHaveLength(0);
  });

  it('takes a dropped photo: preview, remove button, upload, then the stored picture', async () => {
    const { user } = renderProfile();
    const target = screen.getByRole('button', { name: 'Change profile photo' });
    fireEvent.drop(target, {
      dataTransfer: { files: [file('me.png', 'image/png')] },
    });
    expect(await screen.findByRole('img', { name: 'New profile photo preview' })).toBeVisible();
    // The small remove button drops the preview.
    await user.click(screen.getByRole('button', { name: 'Remove photo preview' }));
    expect(screen.queryByRole('img', { name: 'New profile photo preview' })).toBeNull();

    const stored = me({ profileImage: '/api/users/u/profile-picture/abc.webp' });
    const upload = answerUpload(() =>
      ok(
        { profileImage: stored.profileImage, user: stored },
        { message: PROFILE_MESSAGES.pictureUpdated },
      ),
    );
    await user.upload(screen.getByLabelText('Profile photo file'), file('me.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText(PROFILE_MESSAGES.pictureUpdated)).toBeInTheDocument();
    expect(upload[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload[0]!.file).toMatchObject({ size: 1_000, type: 'image/jpeg' });
    expect(storedUser().profileImage).toBe(stored.profileImage);
    // The preview stays until the stored picture has loaded.
    expect(screen.getByRole('img', { name: 'New profile photo preview' })).toBeVisible();
    fireEvent.load(screen.getByTestId('stored-picture'));
    expect(screen.queryByRole('img', { name: 'New profile photo preview' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Robin Kitchenline' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/users/u/profile-picture/abc.webp'),
    );
  });

  it('shows the server’s refusal of an upload', async () => {
    const { user } = renderProfile();
    answerUpload(() =>
      fail(422, {
        message: 'Please correct the highlighted fields',
        errors: { profileImage: [PROFILE_MESSAGES.imageUnreadable] },
      }),
    );
    await user.upload(screen.getByLabelText('Profile photo file'), file('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(storedUser().profileImage).toBeNull();
  });

  it('removes the stored photo', async () => {
    const { user } = renderProfile('', { user: me({ profileImage: '/p.webp' }) });
    answer('delete', '/users/:id/profile-picture', () =>
      ok({ profileImage: null, user: me() }, { message: PROFILE_MESSAGES.pictureRemoved }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText(PROFILE_MESSAGES.pictureRemoved)).toBeInTheDocument();
    expect(storedUser().profileImage).toBeNull();
  });
});
