import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MemoryRouter, Route, Switch } from '../../routing';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'Any path no route serves: the shell\'s answer and a link home (`cd ~`).' } },
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Switch>
          <Route path="/"><p data-testid="home">Home</p></Route>
          <Route path="*"><Story /></Route>
        </Switch>
      </MemoryRouter>
    ),
  ],
  args: { path: '/no/such/page', host: 'localhost' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link goes home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('cd: /no/such/page: No such file or directory')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'cd ~' }));
    await expect(await canvas.findByTestId('home')).toBeInTheDocument();
  },
};

export const Light: Story = {
  parameters: { themes: { themeOverride: 'light' } },
};
