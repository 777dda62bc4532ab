import { CONTRACT_VERSION } from '@teachmarket/contracts';
import { instanceCount } from '../diagnostics/instances';
import { assertContract, defineRemote, IncompatibleRemoteError, remoteRoutes } from './contract';

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
