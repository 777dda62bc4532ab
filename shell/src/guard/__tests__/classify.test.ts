import { IncompatibleRemoteError } from '@teachmarket/shared-kit';
import { classifyRemoteError, RemoteLoadError } from '../classify';

const chunkError = (type: string) => Object.assign(new Error(`Loading chunk 12 failed.\n(${type}: http://x/12.js)`), { name: 'ChunkLoadError', type });

describe('classifyRemoteError', () => {
  it('recognises a JS chunk network failure and retries without busting the entry', () => {
    expect(classifyRemoteError(chunkError('error'))).toEqual({ kind: 'js-chunk', retryable: true, bustEntry: false });
    expect(classifyRemoteError(chunkError('missing')).kind).toBe('js-chunk');
  });

  it('recognises a chunk timeout (webpack chunkLoadTimeout)', () => {
    expect(classifyRemoteError(chunkError('timeout'))).toEqual({ kind: 'timeout', retryable: true, bustEntry: false });
  });

  it('recognises a CSS chunk failure by code, even when named ChunkLoadError', () => {
    const css = Object.assign(new Error('Loading CSS chunk 7 failed.'), { name: 'ChunkLoadError', code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(classifyRemoteError(css)).toEqual({ kind: 'css-chunk', retryable: true, bustEntry: false });
    expect(classifyRemoteError({ code: 'CSS_CHUNK_LOAD_FAILED' }).kind).toBe('css-chunk');
  });

  it('recognises an entry (RUNTIME-008) failure and busts the cache on retry', () => {
    expect(classifyRemoteError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toEqual({
      kind: 'entry',
      retryable: true,
      bustEntry: true,
    });
  });

  it('does not retry script execution errors', () => {
    expect(classifyRemoteError(new TypeError('x is not a function'))).toEqual({ kind: 'execution', retryable: false, bustEntry: false });
    const exec = Object.assign(new Error('ScriptExecutionError: Script "remoteEntry.js" loaded but threw'), { name: 'ScriptExecutionError' });
    expect(classifyRemoteError(exec).kind).toBe('execution');
    // Even when the runtime wraps it in RUNTIME-008, an execution error is not a network failure.
    expect(classifyRemoteError(new Error('RUNTIME-008 ScriptExecutionError: boom')).kind).toBe('execution');
  });

  it('treats an incompatible remote as failed, without automatic retry', () => {
    expect(classifyRemoteError(new IncompatibleRemoteError('mfe_info', 2))).toEqual({ kind: 'incompatible', retryable: false, bustEntry: false });
  });

  it('keeps the classification of a wrapped RemoteLoadError', () => {
    const wrapped = new RemoteLoadError('mfe_info', classifyRemoteError(chunkError('error')), chunkError('error'));
    expect(classifyRemoteError(wrapped).kind).toBe('js-chunk');
  });

  it('handles values that are not errors', () => {
    expect(classifyRemoteError(undefined).kind).toBe('execution');
    expect(classifyRemoteError('RUNTIME-008').kind).toBe('entry');
  });
});
