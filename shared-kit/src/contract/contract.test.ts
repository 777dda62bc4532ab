import { CONTRACT_VERSION } from '@teachmarket/contracts';
import { instanceCount } from '../diagnostics/instances';
import { getI18n, setI18n } from 'react-i18next';
import { assertContract, defineRemote, IncompatibleRemoteError, remoteRoutes, withNamespaces } from './contract';

const page = () => Promise.resolve({ default: () => null });

describe('remote contract', () => {
  it('accepts a contract of the shell version, with or without a default export wrapper', () => {
    const contract = defineRemote({ name: 'mfe_info', version: '1.0.0', pages: { help: page } });
    expect(contract.contractVersion).toBe(CONTRACT_VERSION);
    expect(assertContract('mfe_info', contract)).toBe(contract);
    expect(assertContract('mfe_info', { default: contract })).toBe(contract);
  });

  it('rejects another contract version', () => {
    const contract = { ...defineRemote({ name: 'mfe_info', version: '1.0.0', pages: {} }), contractVersion: CONTRACT_VERSION + 1 };
    expect(() => assertContract('mfe_info', contract)).toThrow(IncompatibleRemoteError);
  });

  it('rejects a module that is not a contract, or the contract of another remote', () => {
    expect(() => assertContract('mfe_info', undefined)).toThrow(IncompatibleRemoteError);
    expect(() => assertContract('mfe_info', { default: 42 })).toThrow(IncompatibleRemoteError);
    expect(() => assertContract('mfe_info', defineRemote({ name: 'mfe_catalog', version: '1', pages: {} }))).toThrow(/malformed/);
    expect(() => assertContract('mfe_info', { contractVersion: CONTRACT_VERSION, name: 'mfe_info', version: '1' })).toThrow(
      IncompatibleRemoteError,
    );
  });

  it('remoteRoutes declares a remote the shell accepts and counts the React it was built with', () => {
    const react = { copy: 'of React bundled by this remote' };
    const before = instanceCount('react');
    const contract = remoteRoutes('mfe_info', { version: '2.3.4', react }, { help: page });
    expect(assertContract('mfe_info', { default: contract })).toEqual({ contractVersion: CONTRACT_VERSION, name: 'mfe_info', version: '2.3.4', pages: { help: page } });
    expect(instanceCount('react')).toBe(before + 1);
    remoteRoutes('mfe_info', { version: '2.3.4', react }, {});
    expect(instanceCount('react')).toBe(before + 1);
  });
});

describe('withNamespaces (a page loader that asks for its parts\' namespaces with its code)', () => {
  const real = getI18n();
  afterEach(() => setI18n(real));

  /** An i18next stand-in whose namespaces answer when the test says so. */
  function fakeI18n(outcome: 'ok' | 'fail') {
    const asked: string[][] = [];
    let answer = () => {};
    const loadNamespaces = (ns: string[]) => {
      asked.push(ns);
      return new Promise<void>((resolve, reject) => { answer = outcome === 'ok' ? resolve : () => reject(new Error('offline')); });
    };
    setI18n({ ...real, loadNamespaces } as unknown as typeof real);
    return { asked, answer: () => answer() };
  }

  it('the page is ready only when its code and every namespace are in, asked for at once', async () => {
    const words = fakeI18n('ok');
    let ready = false;
    const loading = withNamespaces(page, ['material-page', 'comments'])().then((m) => { ready = true; return m; });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(words.asked).toEqual([['material-page', 'comments']]);
    expect(ready).toBe(false); // the code is in, the namespaces are not
    words.answer();
    expect(typeof (await loading).default).toBe('function');
  });

  it('a namespace that cannot be loaded does not fail the page (its part loads it itself)', async () => {
    const words = fakeI18n('fail');
    const loading = withNamespaces(page, ['comments'])();
    await new Promise((resolve) => setTimeout(resolve, 0));
    words.answer();
    expect(typeof (await loading).default).toBe('function');
  });

  it('a page whose code cannot be loaded fails as before (the shell shows its fallback)', async () => {
    fakeI18n('ok');
    await expect(withNamespaces(() => Promise.reject(new Error('chunk')), ['comments'])()).rejects.toThrow('chunk');
  });
});
