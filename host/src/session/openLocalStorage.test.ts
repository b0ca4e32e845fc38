import { openLocalStorage } from './openLocalStorage';

describe('openLocalStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the storage once, changing nothing in it', () => {
    localStorage.setItem('shortlist', '[]');
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    openLocalStorage();
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('shortlist')).toBe('[]');
  });

  it('goes on when the browser refuses the storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => openLocalStorage()).not.toThrow();
  });
});
