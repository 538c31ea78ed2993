import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { artFixture, artHandlers } from '../../mocks/artMocks';
import { failingList } from '../../mocks/failures';
import { liveCommandBox } from '../../testing/liveTerminal';
import { server } from '../../testing/mswServer';
import { commandBox, renderRoutes, terminalLog as log } from '../../testing/renderRoutes';
import { ArtRoute } from './ArtRoute';

const renderArt = () => renderRoutes(['/art'], { '/art': <ArtRoute />, '/': <p>home terminal</p> });

describe('ArtRoute', () => {
  beforeEach(() => server.use(...artHandlers));

  it('shows the loading text, then the root with its welcome line and prompt', async () => {
    renderArt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading art data...');
    expect(await screen.findByText(/^Welcome to ~\/art/)).toBeInTheDocument();
    expect(screen.getAllByTestId('prompt').at(-1)).toHaveTextContent(/^portfolio@.+:~\/art\$$/);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.title).toBe('Art — student');
  });

  it('cd music: clears the log, lists the files, shows the cover and the new prompt', async () => {
    const user = userEvent.setup();
    renderArt();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cd music{Enter}');
    expect(screen.queryByText(/^Welcome/)).not.toBeInTheDocument();
    expect(log().getByRole('button', { name: 'in-rainbows.txt' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current music cover' })).toHaveAttribute('src', artFixture.music.currentCover);
    expect(screen.getByRole('complementary', { name: 'music cover' })).toHaveAttribute('data-category', 'music');
    await waitFor(() => expect(screen.getAllByTestId('prompt').at(-1)).toHaveTextContent(/:~\/art\/music\$$/));
    expect(document.title).toBe('Art: music — student');

    await user.click(log().getByRole('button', { name: 'in-rainbows.txt' }));
    expect(commandBox()).toHaveValue('cat in-rainbows.txt');
    await user.keyboard('{Enter}');
    expect(await log().findByText('I put this on as background music for a soldering session.')).toBeInTheDocument();
    expect(log().getAllByText('Radiohead')).toHaveLength(2);

    await user.type(commandBox(), 'cat blue.txt{Enter}');
    expect(await log().findByText('No review available')).toBeInTheDocument();
  });

  it('a category without a cover says so; cd .. twice goes home', async () => {
    const user = userEvent.setup();
    renderArt();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cd books{Enter}');
    expect(screen.getByText('No cover set for books')).toBeInTheDocument();
    await user.type(commandBox(), 'cd ..{Enter}');
    expect(screen.queryByText('No cover set for books')).not.toBeInTheDocument();
    expect(screen.getByText(/^Welcome to ~\/art/)).toBeInTheDocument();
    await user.type(commandBox(), 'cd ..{Enter}');
    expect(await screen.findByText('home terminal')).toBeInTheDocument();
  });

  it('Tab completes categories and files', async () => {
    const user = userEvent.setup();
    renderArt();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cd mu');
    await user.keyboard('{Tab}');
    expect(commandBox()).toHaveValue('cd music');
    await user.keyboard('{Enter}');
    await user.type(commandBox(), 'cat cu');
    await user.keyboard('{Tab}');
    expect(commandBox()).toHaveValue('cat currents.txt');
  });

  it('a failed load still gives a terminal, with the reason', async () => {
    server.use(failingList('/api/art', 503, 'Network down'));
    renderArt();
    expect(await waitFor(() => liveCommandBox(screen))).toBeInTheDocument();
    expect(screen.getByText('Failed to load art data: Network down')).toBeInTheDocument();
  });
});
