import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../../../../domain/booking/booking';
import { csAdmin } from '../../../texts/cs-admin';
import { StatusBadge } from './status-badge';

const css = readFileSync(join(import.meta.dirname, 'status-badge.css'), 'utf8');

describe('StatusBadge', () => {
  it.each(bookingStatuses.map((status) => [status]))('names %s in Czech and has its own colours', (status) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(csAdmin.status[status]);
    expect(badge).toHaveAttribute('data-status', status);
    expect(css).toContain(`.ui-status-badge--${status} { color: var(--status-${status}-fg); background: var(--status-${status}-bg); }`);
  });
});
