import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { deskAgenda } from '../../../domain/booking/desk-agenda';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdminDashboard } from '../../texts/cs-admin-dashboard';
import { DeskAgendaCards } from './desk-agenda-cards';

const t = csAdminDashboard;
const now = new Date('2027-06-07T08:00:00.000Z');
const agenda = deskAgenda({ now, active: [aBooking({ createdAt: '2027-06-01T08:00:00.000Z' })], competitionDays: [], locks: [], failedMailIds: [], depositDueDays: 14 });
const competing = () => screen.getByRole('region', { name: t.sections.competing });

describe('the home\'s cards while the competition is still being read', () => {
  it('say so on the competing days\' card rather than "Nic nečeká.", and show the other cards as read', () => {
    render(
      <MemoryRouter>
        <DeskAgendaCards agenda={agenda} competitionPending />
      </MemoryRouter>,
    );
    expect(within(competing()).getByText(t.stillReading)).toBeInTheDocument();
    expect(within(competing()).queryByText(t.nothing)).toBeNull();
    expect(within(screen.getByRole('region', { name: t.sections.newRequests })).getAllByRole('link')).toHaveLength(1);
  });

  it('say "Nic nečeká." once it is in and no day is wanted twice', () => {
    render(
      <MemoryRouter>
        <DeskAgendaCards agenda={agenda} />
      </MemoryRouter>,
    );
    expect(within(competing()).getByText(t.nothing)).toBeInTheDocument();
    expect(within(competing()).queryByText(t.stillReading)).toBeNull();
  });
});
