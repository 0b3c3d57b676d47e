import { describe, expect, it, vi } from 'vitest';
import { classifyFailure, fieldMessage, networkFailure, notifyOnce, parseBody } from '@app/lib/api-errors';
import { UNEXPECTED_API_MESSAGE } from '@shared/errors';

describe('parseBody', () => {
  it('reads JSON, falls back to text, and treats whitespace as no body', () => {
    expect(parseBody('{"message":"x"}')).toEqual({ message: 'x' });
    expect(parseBody('"Unauthorized"')).toBe('Unauthorized');
    expect(parseBody('Unauthorized')).toBe('Unauthorized');
    expect(parseBody('  ')).toBeUndefined();
  });
});

describe('classifyFailure', () => {
  it('keeps the per-field messages of a 400', () => {
    const error = classifyFailure(400, {
      message: 'Validation failed',
      errors: [{ field: 'email', message: 'Please enter a valid email' }, { nonsense: true }],
    });
    expect(error.kind).toBe('message');
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
    expect(fieldMessage(error, 'email')).toBe('Please enter a valid email');
    expect(fieldMessage(error, 'phone')).toBeUndefined();
  });

  it('prefers the code over the message when both are present', () => {
    expect(classifyFailure(409, { code: 7, message: 'moved on' })).toMatchObject({ kind: 'coded', code: 7, message: 'moved on' });
  });

  it('treats an object with neither message nor code like an empty body', () => {
    expect(classifyFailure(500, {})).toMatchObject({ kind: 'empty', message: '404 Not found', status: 500 });
  });
});

describe('notifyOnce', () => {
  it('shows an error nobody has shown yet, once', () => {
    const toast = vi.fn();
    const error = networkFailure();
    notifyOnce(error, toast);
    notifyOnce(error, toast);
    expect(toast).toHaveBeenCalledExactlyOnceWith(UNEXPECTED_API_MESSAGE);
  });

  it('shows the unexpected-error message for errors that are not from the API, but not for aborts', () => {
    const toast = vi.fn();
    notifyOnce(new Error('boom'), toast);
    notifyOnce(new DOMException('Aborted', 'AbortError'), toast);
    expect(toast).toHaveBeenCalledExactlyOnceWith(UNEXPECTED_API_MESSAGE);
  });
});
