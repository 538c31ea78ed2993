import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusVariant } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the status uppercase', () => {
    render(<StatusBadge status="in-progress" />);
    expect(screen.getByText('IN-PROGRESS')).toHaveAttribute('data-variant', 'in-progress');
  });

  it('maps completed and in-progress to their own looks, anything else to planned', () => {
    expect(statusVariant('completed')).toBe('completed');
    expect(statusVariant('In-Progress')).toBe('in-progress');
    expect(statusVariant('planned')).toBe('planned');
    expect(statusVariant('archived')).toBe('planned');
    expect(statusVariant('')).toBe('planned');
  });
});
