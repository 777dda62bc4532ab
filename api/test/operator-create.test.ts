/**
 * Issue 19: operator accounts from the command line (src/operators/, `operator:create`), never by
 * sign-up. The account it creates logs in and reaches the operators' API at once; an existing
 * account is promoted only when asked to.
 */
import { createOperator, OperatorInputError, parseOperatorArgs } from '../src/operators/create';
import { bearer, fixtureUser, login, setupApi } from './helpers';

const api = setupApi();

describe('operator:create', () => {
  it('creates a confirmed operator who logs in and may use the console', async () => {
    const input = parseOperatorArgs(['--', '--email', ' Ops.New@Teachmarket.test ', '--password', 'sehr-geheim', '--name', 'Olga Ops', '--world=fr']);
    expect(input).toEqual({ email: 'ops.new@teachmarket.test', password: 'sehr-geheim', name: 'Olga Ops', world: 'fr', promote: false });
    const { created } = await createOperator(api.db, input);
    expect(created).toBe(true);
    const token = await login(api, 'ops.new@teachmarket.test', 'sehr-geheim');
    const res = await api.app.inject({ method: 'GET', url: '/v1/operator/audit', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // A second run does not silently change the account.
    await expect(createOperator(api.db, input)).rejects.toThrow(OperatorInputError);
  });

  it('promotes an existing account only with --promote, keeping its password', async () => {
    const user = await fixtureUser(api);
    expect((await api.app.inject({ method: 'GET', url: '/v1/operator/audit', headers: bearer(user.token) })).statusCode).toBe(403);
    await expect(createOperator(api.db, parseOperatorArgs(['--email', user.email, '--password', 'anything-else']))).rejects.toThrow('--promote');
    expect(await createOperator(api.db, parseOperatorArgs(['--email', user.email, '--promote']))).toEqual({ id: user.id, created: false });
    const token = await login(api, user.email);
    expect((await api.app.inject({ method: 'GET', url: '/v1/operator/audit', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses bad input with a usage line', () => {
    expect(() => parseOperatorArgs(['--email', 'not-an-address', '--password', 'sehr-geheim'])).toThrow('--email');
    expect(() => parseOperatorArgs(['--email', 'a@b.de', '--password', 'short'])).toThrow('at least 8');
    expect(() => parseOperatorArgs(['--email', 'a@b.de'])).toThrow('--password is required');
    expect(() => parseOperatorArgs(['--email', 'a@b.de', '--password', 'sehr-geheim', '--world', 'xx'])).toThrow('not a world');
    expect(() => parseOperatorArgs(['--sign-up'])).toThrow('Unknown argument');
  });
});
