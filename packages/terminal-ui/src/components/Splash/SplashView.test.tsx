import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SplashView } from './SplashView';

describe('SplashView', () => {
  it('scales the fill to the progress rather than sizing it, so moving it lays nothing out', () => {
    render(<SplashView version="portfolio system v2.1.3" stepIndex={1} progress={45} message="" fading={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Boot progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.transform).toBe('scaleX(0.45)');
    expect(fill.style.width).toBe('');
    expect(screen.getByText('45%')).toBeInTheDocument();
  });
});
