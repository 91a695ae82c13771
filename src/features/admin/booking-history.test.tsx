import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_FEED_ACTOR } from '../../../domain/bank/bank-actors';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { BookingHistory } from './booking-history';

describe('the booking history on the desk', () => {
  it('names the bank\'s scheduled import by its Czech name and a person by the e-mail stored', () => {
    const booking = aBooking({
      status: 'deposit-paid',
      history: [
        { at: '2027-01-12T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
        { at: '2027-01-20T05:00:00.000Z', by: BANK_FEED_ACTOR, from: 'confirmed', to: 'deposit-paid' },
      ],
    });
    render(<BookingHistory booking={booking} />);
    const [confirmed, paid] = screen.getAllByRole('listitem');
    expect(confirmed).toHaveTextContent(`${csAdmin.detail.historyBy}: fotograf@example.cz`);
    expect(paid).toHaveTextContent(`${csAdmin.detail.historyBy}: Fio banka (automatický import)`);
    expect(paid).not.toHaveTextContent(BANK_FEED_ACTOR);
  });
});
