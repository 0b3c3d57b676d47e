import { describe, expect, it, vi } from 'vitest';
import { ApiError, classifyFailure, networkFailure } from '@app/lib/api-errors';
import { createListFailureReporter, listFailureMessage } from '@app/lib/list-failure';
import { RETRIEVE_FAILED_MESSAGE, SILENT_MESSAGES } from '@shared/errors';

describe('list retrieval failure (SPEC.md section 8, first row)', () => {
  it('is shown once per list load, however many requests of that load fail', () => {
    const toast = vi.fn();
    const reporter = createListFailureReporter(toast);
    reporter.report(networkFailure());
    reporter.report(networkFailure());
    reporter.report(new Error('page 3 failed too'));
    expect(toast).toHaveBeenCalledOnce();
  });

  it('is shown again for the next load of the list', () => {
    const toast = vi.fn();
    const reporter = createListFailureReporter(toast);
    reporter.report(networkFailure());
    reporter.reset();
    reporter.report(networkFailure());
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('shows the error message when there is one, the retrieval message otherwise', () => {
    const toast = vi.fn();
    const reporter = createListFailureReporter(toast);
    reporter.report(new TypeError('x is undefined'));
    expect(toast).toHaveBeenLastCalledWith(RETRIEVE_FAILED_MESSAGE);
    reporter.reset();
    reporter.report(classifyFailure(404, undefined));
    expect(toast).toHaveBeenLastCalledWith('404 Not found');
    expect(listFailureMessage(new ApiError({ kind: 'empty', message: '', status: 500 }))).toBe(RETRIEVE_FAILED_MESSAGE);
  });

  it('does not repeat a message the client already showed, nor show a silent one', () => {
    const toast = vi.fn();
    const reporter = createListFailureReporter(toast);
    const shown = classifyFailure(403, { message: 'No permission' });
    shown.notified = true;
    reporter.report(shown);
    reporter.reset();
    reporter.report(classifyFailure(403, { message: SILENT_MESSAGES[0] }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('ignores a load the screen cancelled', () => {
    const toast = vi.fn();
    createListFailureReporter(toast).report(new DOMException('Aborted', 'AbortError'));
    expect(toast).not.toHaveBeenCalled();
  });
});
