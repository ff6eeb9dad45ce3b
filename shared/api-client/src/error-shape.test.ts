import { ApiError, SubscriptionRequiredError } from './api-error';
import { readApiError, readErrorBody } from './error-shape';

describe('readErrorBody', () => {
  it('reads a one-message error with its message', () => {
    expect(readErrorBody({ error: 'Ticker is closed', message: 'Try later' })).toEqual({
      error: 'Ticker is closed',
      fieldErrors: {},
      message: 'Try later',
      detail: null,
      messages: ['Ticker is closed'],
    });
  });

  it('reads a field → message map as field errors, one message per field', () => {
    const said = readErrorBody({ error: { ticker: 'Not a ticker', from: 'Not a date' } });
    expect(said.error).toBeNull();
    expect(said.fieldErrors).toEqual({ ticker: 'Not a ticker', from: 'Not a date' });
    expect(said.messages).toEqual(['Not a ticker', 'Not a date']);
  });

  it('keeps only the fields whose message is text', () => {
    expect(readErrorBody({ error: { ticker: 'Not a ticker', size: 3, nested: { a: 'b' } } }).fieldErrors).toEqual({
      ticker: 'Not a ticker',
    });
  });

  it('reads the detail of a failed sign-in apart from the messages', () => {
    const said = readErrorBody({ detail: 'No active account found with the given credentials' });
    expect(said.messages).toEqual([]);
    expect(said.detail).toBe('No active account found with the given credentials');
  });

  it.each([undefined, null, 'Bad Gateway', 42, [], { error: 7, message: false }])(
    'reads %p as saying nothing',
    (body) => {
      expect(readErrorBody(body)).toEqual({ error: null, fieldErrors: {}, message: null, detail: null, messages: [] });
    },
  );
});

describe('readApiError', () => {
  it("reads the client's ApiError by its fields", () => {
    const said = readApiError(new ApiError(400, { error: { ticker: 'Not a ticker' } }, 'Not a ticker'));
    expect(said.status).toBe(400);
    expect(said.fieldErrors).toEqual({ ticker: 'Not a ticker' });
  });

  it('reads a copy of ApiError it cannot match by instanceof (a remote sees the host’s copy)', () => {
    const foreign = Object.assign(new Error('Unknown symbol ZZZZ'), {
      status: 404,
      body: { error: 'Unknown symbol ZZZZ' },
    });
    expect(readApiError(foreign)).toMatchObject({ status: 404, error: 'Unknown symbol ZZZZ' });
  });

  it('reads a 402 with the message the server gave', () => {
    expect(readApiError(new SubscriptionRequiredError({ error: 'x', message: 'Access ended' }))).toMatchObject({
      status: 402,
      message: 'Access ended',
    });
  });

  it("reads an axios error's response", () => {
    const axiosLike = { isAxiosError: true, response: { status: 422, data: { error: { name: 'Required' } } } };
    expect(readApiError(axiosLike)).toMatchObject({ status: 422, fieldErrors: { name: 'Required' } });
  });

  it('gives no status when no answer came', () => {
    expect(readApiError(new ApiError(0, undefined, 'The server cannot be reached')).status).toBeNull();
    expect(readApiError(new Error('boom'))).toMatchObject({ status: null, messages: [] });
    expect(readApiError('boom').status).toBeNull();
  });
});
