import { $announcement, ANNOUNCE_JOIN_MS, announce } from './announce';

describe('announce', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now += 10 * ANNOUNCE_JOIN_MS;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    $announcement.set({ message: '', seq: 0 });
  });
  afterEach(() => jest.restoreAllMocks());

  it('puts the message into the store the status region renders', () => {
    announce('Added to the cart.');
    expect($announcement.get()).toEqual({ message: 'Added to the cart.', seq: 1 });
  });

  it('counts a repeated message again, so the region can say it twice', () => {
    const seen: number[] = [];
    const stop = $announcement.listen((a) => seen.push(a.seq));
    announce('Saved.');
    now += 2 * ANNOUNCE_JOIN_MS;
    announce('Saved.');
    stop();
    expect(seen).toEqual([1, 2]);
    expect($announcement.get().message).toBe('Saved.');
  });

  it('reads two messages of one moment together, without repeating one', () => {
    announce('“Maths” was added to your cart.');
    now += 100;
    announce('1 item in your cart');
    now += 100;
    announce('1 item in your cart');
    expect($announcement.get().message).toBe('“Maths” was added to your cart. 1 item in your cart');
    now += 2 * ANNOUNCE_JOIN_MS;
    announce('Saved.');
    expect($announcement.get().message).toBe('Saved.');
  });

  it('a message with replace stands alone, even right after another (a new page title)', () => {
    announce('Search teaching materials – Teachmarket');
    now += 100;
    announce('Fractions – Teachmarket', { replace: true });
    expect($announcement.get().message).toBe('Fractions – Teachmarket');
    now += 100;
    announce('1 item in your cart');
    expect($announcement.get().message).toBe('Fractions – Teachmarket 1 item in your cart');
  });

  it('ignores an empty or blank message', () => {
    announce('  ');
    expect($announcement.get()).toEqual({ message: '', seq: 0 });
  });
});
