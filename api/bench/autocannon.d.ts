// Minimal typing for the parts of autocannon 8 the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Record<string, unknown>): Instance;
  export default autocannon;
}
