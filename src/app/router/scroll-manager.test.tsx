import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetScrollPositions, ScrollManager } from './scroll-manager';

function setup(initial = '/a') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [
          { path: '/a', element: <h1>A</h1> },
          { path: '/b', element: <h1>B</h1> },
          { path: '/tab', handle: { scrollToTop: false }, element: <h1>Záložka</h1> },
          {
            path: '/c',
            element: (
              <>
                <h1>C</h1>
                <section id="cenik-doplnky">Doplňky</section>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollY = 0;
const scrollTo = vi.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
});

function userScrollsTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  resetScrollPositions();
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as typeof window.scrollTo);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
  scrollTo.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollManager', () => {
  it('scrolls to the top on a new navigation', async () => {
    const router = setup();
    userScrollsTo(800);
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollY).toBe(0);
  });

  it('keeps the position when the route metadata disables scrolling to the top', async () => {
    const router = setup();
    userScrollsTo(500);
    scrollTo.mockClear();
    await act(() => router.navigate('/tab'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(500);
  });

  it('scrolls the element named by the hash into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = setup();
    await act(() => router.navigate('/c#cenik-doplnky'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('cenik-doplnky'));
  });

  it('restores the previous position on back and forward', async () => {
    const router = setup();
    userScrollsTo(1200);
    await act(() => router.navigate('/b'));
    expect(scrollY).toBe(0);
    userScrollsTo(300);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollY).toBe(1200);
    await act(() => router.navigate(1));
    expect(scrollY).toBe(300);
  });
});
