import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStatuses } from '../../../domain/booking/booking';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Tokens',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const families = [
  { title: 'Stavy rezervace (--status-*)', prefix: 'status', names: [...bookingStatuses] },
  { title: 'Tóny (--tone-*)', prefix: 'tone', names: ['neutral', 'info', 'success', 'warning', 'danger'] },
  { title: 'Dny v kalendáři (--day-*)', prefix: 'day', names: ['free', 'blocked', 'held', 'competing', 'booked', 'completed'] },
];

/** Each text/background pair as the components draw it (tokens.test.ts checks them against WCAG AA). */
export const ColourPairs: Story = {
  name: 'Barevné dvojice',
  render: () => (
    <>
      {families.map((family) => (
        <section key={family.prefix}>
          <h2>{family.title}</h2>
          <ul className="ui-story-row" style={{ listStyle: 'none', padding: 0 }}>
            {family.names.map((name) => (
              <li
                key={name}
                style={{
                  color: `var(--${family.prefix}-${name}-fg)`,
                  background: `var(--${family.prefix}-${name}-bg)`,
                  border: '1px solid var(--color-border)',
                  borderRadius: 'var(--radius-md)',
                  padding: 'var(--space-2) var(--space-3)',
                  fontSize: 'var(--font-size-sm)',
                }}
              >
                {name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  ),
};

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];

/** The type scale in the shipped fonts: Inter for the interface, Source Serif 4 for headings. */
export const TypeScale: Story = {
  name: 'Typografie',
  render: () => (
    <div>
      <h2 style={{ fontSize: 'var(--font-size-3xl)', margin: 0 }}>Sezóna 2027 – Příliš žluťoučký kůň</h2>
      {sizes.map((size) => (
        <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: 'var(--space-2) 0' }}>
          --font-size-{size}: Příliš žluťoučký kůň úpěl ďábelské ódy 0123456789
        </p>
      ))}
    </div>
  ),
};
