import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AvailabilityCalendar } from '../../../src/features/booking/availability-calendar';
import { calendarContainer, storyDates } from './booking-setup';

function CalendarDemo({ initial }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return <AvailabilityCalendar selected={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Features/Booking/Availability calendar',
  component: CalendarDemo,
  parameters: { layout: 'padded', container: calendarContainer },
} satisfies Meta<typeof CalendarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first bookable month: the days before the 14-day limit are outside the window. */
export const OutsideWindow: Story = { name: 'Mimo rezervovatelné období' };
export const Free: Story = { name: 'Volný termín vybrán', args: { initial: storyDates.free } };
export const Taken: Story = { name: 'Obsazený termín', args: { initial: storyDates.taken } };
export const Blocked: Story = { name: 'Blokovaný den', args: { initial: storyDates.blocked } };
