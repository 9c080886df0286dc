import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDetail } from '@/test/render-detail';
import { detail } from '@/test/tournament-fixtures';

describe('Overview tab: Medals', () => {
  it('names each medal decided in words, a shared bronze twice', async () => {
    renderDetail(
      detail({
        status: 'completed',
        medals: [
          { medal: 'gold', entrantId: 'a', name: 'Ana Silva' },
          { medal: 'silver', entrantId: 'b', name: 'Ben Okafor' },
          { medal: 'bronze', entrantId: 'c', name: 'Cy Tran' },
          { medal: 'bronze', entrantId: 'd', name: 'Dee Moss' },
        ],
      }),
    );
    const heading = await screen.findByRole('heading', { name: 'Medals' });
    const list = screen.getByRole('list', { name: 'Medals' });
    expect(heading).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gold: Ana Silva', 'Silver: Ben Okafor', 'Bronze: Cy Tran', 'Bronze: Dee Moss']);
  });

  it('shows no Medals card while none is decided, nor where the answer has none', async () => {
    renderDetail(detail({ status: 'ongoing', medals: [] }));
    await screen.findByRole('heading', { name: 'Organizer' });
    expect(screen.queryByRole('heading', { name: 'Medals' })).not.toBeInTheDocument();
  });
});
