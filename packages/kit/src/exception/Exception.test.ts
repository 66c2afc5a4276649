import { describe, expect, it } from 'vitest';
import { isRoutineException, RoutineException, toExceptionInfo } from './Exception';

describe('exceptions', () => {
  it('tells routine exceptions from standard ones', () => {
    expect(isRoutineException(new RoutineException('No permission.'))).toBe(true);
    expect(isRoutineException(Object.assign(new Error('x'), { isRoutine: true }))).toBe(true);
    expect(isRoutineException({ message: 'x', isRoutine: true })).toBe(true);
    expect(isRoutineException(new Error('x'))).toBe(false);
    expect(isRoutineException({ isRoutine: 'yes' })).toBe(false);
    expect(isRoutineException(null)).toBe(false);
  });

  it('normalises errors with their stack', () => {
    const info = toExceptionInfo(new TypeError('x is undefined'));
    expect(info).toMatchObject({
      name: 'TypeError',
      message: 'x is undefined',
      isRoutine: false,
      correlationId: null,
      status: null,
    });
    expect(info.stack).toContain('x is undefined');
    expect(toExceptionInfo(new RoutineException('Nope.'))).toMatchObject({
      name: 'RoutineException',
      isRoutine: true,
    });
  });

  it('keeps the correlation id and status of a failed call', () => {
    // As an app's API client throws it: an Error with the call's status and correlation id.
    const failed = Object.assign(new Error('Please log in.'), { status: 401, correlationId: 'abc-123' });
    failed.name = 'FetchError';
    const info = toExceptionInfo(failed);
    expect(info).toMatchObject({ name: 'FetchError', status: 401, correlationId: 'abc-123' });
  });

  it('copes with strings, plain objects and nothing', () => {
    expect(toExceptionInfo('Disk full')).toMatchObject({ name: 'Error', message: 'Disk full', stack: null });
    expect(toExceptionInfo({ name: 'ApiError', message: 'Bad' })).toMatchObject({
      name: 'ApiError',
      message: 'Bad',
    });
    expect(toExceptionInfo(undefined).message).toBe('An unknown error occurred.');
  });
});
