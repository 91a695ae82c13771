import { data } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { invalidParams, pageNotFound, toRouteErrorInfo } from './route-errors';

function caught(fn: () => never): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

// React Router turns thrown `data()` into an ErrorResponse; emulate that for the unit.
function asRouteErrorResponse(thrown: unknown) {
  const { data: body, init } = thrown as { data: unknown; init: { status: number } };
  return { status: init.status, statusText: '', internal: false, data: body };
}

describe('toRouteErrorInfo', () => {
  it('invalid params → fatal 404 with "Page Not Found: {path}"', () => {
    const error = asRouteErrorResponse(caught(() => invalidParams('/weddings/X')));
    expect(toRouteErrorInfo(error, '/weddings/X')).toEqual({
      status: 404,
      message: 'Page Not Found: /weddings/X',
      fatal: true,
    });
  });

  it('unknown content → non-fatal 404 with "Page not found: {path}"', () => {
    const error = asRouteErrorResponse(caught(() => pageNotFound('/neco')));
    expect(toRouteErrorInfo(error, '/neco')).toEqual({ status: 404, message: 'Page not found: /neco', fatal: false });
  });

  it("React Router's own unmatched-route 404 becomes the non-fatal 404", () => {
    const error = { status: 404, statusText: 'Not Found', internal: true, data: 'Error: No route matches URL "/x/y"' };
    expect(toRouteErrorInfo(error, '/x/y')).toEqual({ status: 404, message: 'Page not found: /x/y', fatal: false });
  });

  it('plain errors and server responses become 500 Internal Server Error', () => {
    expect(toRouteErrorInfo(new Error('boom'), '/a')).toEqual({ status: 500, message: 'Internal Server Error', fatal: false });
    expect(toRouteErrorInfo('string', '/a').status).toBe(500);
    expect(toRouteErrorInfo({ status: 503, statusText: 'x', internal: false, data: null }, '/a').status).toBe(500);
  });

  it('keeps the thrown data helper shape React Router expects', () => {
    const thrown = caught(() => pageNotFound('/x'));
    expect(thrown).toBeInstanceOf(data({}).constructor);
  });
});
