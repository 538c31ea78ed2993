import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prompt } from './Prompt';

describe('Prompt', () => {
  it('reads user@host:path$', () => {
    render(<Prompt user="portfolio" host="localhost" path="~/art" />);
    expect(screen.getByTestId('prompt').textContent).toBe('portfolio@localhost:~/art$');
  });
});
